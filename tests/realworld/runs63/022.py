# Parity test of a JAX port of a HF BERT feed-forward block against reference activations dumped
# from the PyTorch model (torch nn.GELU(), i.e. exact erf GELU). Reference recomputed here in numpy.
import math
import numpy as np
import jax
import jax.numpy as jnp

rng = np.random.default_rng(0)
D, F = 256, 1024
W1 = rng.normal(size=(D, F)).astype(np.float32) * 0.2
b1 = rng.normal(size=(F,)).astype(np.float32) * 0.5
W2 = rng.normal(size=(F, D)).astype(np.float32) * 0.05
x = rng.normal(size=(4, 16, D)).astype(np.float32)

erf = np.vectorize(math.erf)
h_ref = x @ W1 + b1
ref = (0.5 * h_ref * (1.0 + erf(h_ref / math.sqrt(2.0)))).astype(np.float32) @ W2   # torch F.gelu


@jax.jit
def ffn(x):
    return jax.nn.gelu(x @ W1 + b1) @ W2


out = np.asarray(ffn(jnp.asarray(x)))
print("max abs diff vs torch reference:", np.abs(out - ref).max())
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
print("parity OK")
