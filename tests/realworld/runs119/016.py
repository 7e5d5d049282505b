# Audio keyword-spotting: features pre-extracted to .npz shards by a preprocessing job, then trained with linen.
import os, glob
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

DATA = "/home/user/project/kws_016"
os.makedirs(DATA, exist_ok=True)
rng = np.random.default_rng(0)
# preprocessing job (another teammate's script) writes shards with keys 'mfcc' and 'label'
for s in range(3):
    np.savez(f"{DATA}/train-{s:05d}.npz", mfcc=rng.normal(size=(200, 49, 13)).astype(np.float32),
             label=rng.integers(0, 12, 200).astype(np.int32))

def load_shards(pattern):
    xs, ys = [], []
    for path in sorted(glob.glob(pattern)):
        with np.load(path) as z:
            print(f"loading {path}: {list(z.keys())}")
            xs.append(z["features"]); ys.append(z["labels"])
    return np.concatenate(xs), np.concatenate(ys)

class KWS(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(32, (3,), padding="SAME")(x)
        x = nn.relu(x).mean(axis=1)
        return nn.Dense(12)(x)

x_train, y_train = load_shards(f"{DATA}/train-*.npz")
model = KWS()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), x_train[:1])["params"], tx=optax.adam(1e-3))
print("train examples:", len(x_train))
