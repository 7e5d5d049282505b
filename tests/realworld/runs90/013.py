# port torch nn.Linear weights (state_dict exported to npz) into a Flax linen MLP
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, name="fc1")(x))
        return nn.Dense(10, name="fc2")(x)

# stand-in for np.load('torch_mlp.npz'): torch Linear weight layout is (out_features, in_features)
rng = np.random.default_rng(0)
sd = {"fc1.weight": rng.normal(size=(256, 784)).astype(np.float32), "fc1.bias": np.zeros(256, np.float32),
      "fc2.weight": rng.normal(size=(10, 256)).astype(np.float32), "fc2.bias": np.zeros(10, np.float32)}
params = {"params": {}}
for k, v in sd.items():
    mod, kind = k.split(".")
    params["params"].setdefault(mod, {})["kernel" if kind == "weight" else "bias"] = jnp.asarray(v)
print({m: {n: a.shape for n, a in d.items()} for m, d in params["params"].items()})
x = jnp.ones((4, 784))
logits = MLP().apply(params, x)
print(logits.shape)
