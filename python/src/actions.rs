//! Action indexes from Python: one index, or an array of them of any
//! integer dtype; floats, strings and booleans are refused, never rounded.

use numpy::{PyArrayDescrMethods, PyReadonlyArray1, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use racegame::encode::Encode;

use crate::IllegalActionError;

/// The action at `index` in `g`'s action space.
///
/// # Errors
///
/// `IllegalActionError` when `index` is outside the space.
pub(crate) fn action_of<G: Encode>(g: &G, index: i64) -> PyResult<G::Action> {
    usize::try_from(index)
        .ok()
        .and_then(|i| g.action_at(i))
        .ok_or_else(|| {
            IllegalActionError::new_err(format!(
                "action index {index} is outside the action space 0..{}",
                g.num_actions()
            ))
        })
}

/// `n` action indexes from a one-dimensional array (or a sequence numpy
/// reads as one) of any integer dtype, as `i64`.
///
/// # Errors
///
/// `TypeError` for another dtype (floats, booleans, strings, objects) and
/// `ValueError` for another shape.
pub(crate) fn indexes(actions: &Bound<'_, PyAny>, n: usize) -> PyResult<Vec<i64>> {
    if let Ok(a) = actions.extract::<PyReadonlyArray1<'_, i64>>() {
        return checked(a, n);
    }
    let py = actions.py();
    let array = py.import("numpy")?.getattr("asarray")?.call1((actions,))?;
    let untyped = array.cast::<PyUntypedArray>()?;
    if untyped.ndim() != 1 {
        return Err(PyValueError::new_err(format!(
            "actions must be a one-dimensional array, not of shape {:?}",
            untyped.shape()
        )));
    }
    let kind = untyped.dtype().kind();
    if kind != b'i' && kind != b'u' {
        return Err(PyTypeError::new_err(format!(
            "actions must be integers, not {}",
            untyped.dtype()
        )));
    }
    let wide = array.call_method1("astype", ("int64",))?;
    checked(wide.extract::<PyReadonlyArray1<'_, i64>>()?, n)
}

/// The values of `a`, which must hold `n` of them.
fn checked(a: PyReadonlyArray1<'_, i64>, n: usize) -> PyResult<Vec<i64>> {
    if a.len() != n {
        return Err(PyValueError::new_err(format!(
            "{} actions for {n} games",
            a.len()
        )));
    }
    Ok(a.as_array().to_vec())
}
