# Migration parity check: load the PyTorch MLP block weights into the Flax port and compare logits
# against the reference logits saved by the PyTorch run (ref_007.npz).
import numpy as np, jax, jax.numpy as jnp
import flax.linen as nn

class Block(nn.Module):
    d: int = 256
    h: int = 1024
    n_cls: int = 10
    @nn.compact
    def __call__(self, x):
        y = nn.Dense(self.h, name="fc1")(x)
        y = nn.gelu(y)
        y = nn.Dense(self.d, name="fc2")(y)
        x = nn.LayerNorm(epsilon=1e-6, name="norm")(x + y)
        return nn.Dense(self.n_cls, name="head")(x)

ref = np.load("ref_007.npz")
params = {
    "fc1": {"kernel": ref["fc1.weight"].T, "bias": ref["fc1.bias"]},
    "fc2": {"kernel": ref["fc2.weight"].T, "bias": ref["fc2.bias"]},
    "norm": {"scale": ref["norm.weight"], "bias": ref["norm.bias"]},
    "head": {"kernel": ref["head.weight"].T, "bias": ref["head.bias"]},
}
model = Block()
shapes = jax.tree_util.tree_map(lambda a: a.shape, model.init(jax.random.PRNGKey(0), jnp.ones((1, 256)))["params"])
loaded = jax.tree_util.tree_map(lambda a: a.shape, params)
print("param shapes match:", shapes == loaded)
out = np.asarray(model.apply({"params": params}, jnp.asarray(ref["x"])))
diff = np.abs(out - ref["logits"])
print(f"logits shape {out.shape}")
print(f"max abs diff {diff.max():.3e}  mean abs diff {diff.mean():.3e}")
print(f"argmax agreement {(out.argmax(-1) == ref['logits'].argmax(-1)).mean():.4f}")
print("allclose(atol=1e-5, rtol=1e-5):", np.allclose(out, ref["logits"], atol=1e-5, rtol=1e-5))
