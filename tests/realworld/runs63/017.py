# Fused RMSNorm written as a Pallas kernel (copied from the TPU/GPU kernels folder of a repo);
# the unit test runs on a CPU CI box.
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl


def rmsnorm_kernel(x_ref, w_ref, o_ref):
    x = x_ref[...]
    var = jnp.mean(x * x, axis=-1, keepdims=True)
    o_ref[...] = x * jax.lax.rsqrt(var + 1e-6) * w_ref[...]


def rmsnorm(x, w):
    return pl.pallas_call(
        rmsnorm_kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
    )(x, w)


x = jnp.asarray(np.random.default_rng(0).normal(size=(8, 128)).astype(np.float32))
w = jnp.ones((128,), jnp.float32)
print("backend:", jax.default_backend())
out = jax.jit(rmsnorm)(x, w)
ref = x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * w
print("max abs err", float(jnp.abs(out - ref).max()))
