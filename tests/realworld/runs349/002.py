# Load a PyTorch MLP state_dict (exported to .npz) into the Flax port and fine-tune.
import os
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

IN, HID, OUT = 20, 64, 5


def export_torch_checkpoint(path):
    """Stand-in for the export job: torch.nn.Linear stores weight as (out_features, in_features)."""
    rng = np.random.default_rng(1)
    sd = {
        "encoder.fc1.weight": rng.normal(0, 0.1, (HID, IN)).astype(np.float32),
        "encoder.fc1.bias": np.zeros(HID, np.float32),
        "encoder.fc2.weight": rng.normal(0, 0.1, (HID, HID)).astype(np.float32),
        "encoder.fc2.bias": np.zeros(HID, np.float32),
        "head.weight": rng.normal(0, 0.1, (OUT, HID)).astype(np.float32),
        "head.bias": np.zeros(OUT, np.float32),
    }
    np.savez(path, **sd)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID, name="fc1")(x))
        x = nn.relu(nn.Dense(HID, name="fc2")(x))
        return nn.Dense(OUT, name="head")(x)


def torch_to_flax(sd):
    params = {}
    for k, v in sd.items():
        parts = k.split(".")
        if parts[0] == "encoder":
            parts = parts[1:]
        mod, leaf = parts[0], parts[1]
        leaf = {"weight": "kernel", "bias": "bias"}[leaf]
        params.setdefault(mod, {})[leaf] = jnp.asarray(v)
    return params


def main():
    ckpt = "torch_mlp_export.npz"
    export_torch_checkpoint(ckpt)
    sd = dict(np.load(ckpt))
    print(f"loaded {len(sd)} tensors from {ckpt}")
    for k, v in sd.items():
        print(f"  {k:22s} {tuple(v.shape)}")
    params = torch_to_flax(sd)
    print("converted state_dict -> flax params")

    model = MLP()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, IN)).astype(np.float32)
    y = (x[:, :OUT].argmax(axis=1)).astype(np.int32)

    tx = optax.adam(1e-3)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    for step in range(200):
        i = (step * 64) % 512
        state, loss = train_step(state, x[i:i + 64], y[i:i + 64])
        if step % 20 == 0:
            print(f"step {step:4d} loss {float(loss):.4f}")
    os.remove(ckpt)


if __name__ == "__main__":
    main()
