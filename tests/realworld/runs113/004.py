"""Evaluate a classifier whose weights were exported from the PyTorch training run (state_dict saved with numpy)
inside the Flax NNX serving code."""
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx

CKPT = "/home/user/project/mlp_state_dict.npz"     # np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()})
DATA = "/home/user/project/eval_data.npz"

class Net(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(20, 48, rngs=rngs)
        self.fc2 = nnx.Linear(48, 4, rngs=rngs)
    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))

def load_pytorch_weights(model, path):
    sd = dict(np.load(path))
    print(f"loaded {len(sd)} tensors from {path}: {sorted(sd)}")
    converted = {}
    for k, v in sd.items():
        if k.endswith(".weight"):
            v = v.T                      # torch Linear is (out, in); nnx kernel is (in, out)
        converted[k] = jnp.asarray(v)
    nnx.update(model, nnx.State(converted))
    print("weights loaded into model")
    return model

model = Net(nnx.Rngs(0))
model = load_pytorch_weights(model, CKPT)

data = np.load(DATA)
x, y = data["x"], data["y"]

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    loss = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
    return loss, jnp.mean(logits.argmax(-1) == y)

results = {}
for bs_start in range(0, len(x), 100):
    l, a = eval_step(model, x[bs_start:bs_start+100], y[bs_start:bs_start+100])
    results.setdefault("eval_loss", []).append(float(l)); results.setdefault("eval_accuracy", []).append(float(a))
metrics = {k: round(float(np.mean(v)), 4) for k, v in results.items()}
metrics["eval_samples"] = int(len(x))
print(metrics)
print("reference (torch) eval_accuracy: 0.826")
