"""Fine-tune an MLP classifier in Flax starting from weights exported from the PyTorch model
(torch state_dict saved with numpy: fc1.weight, fc1.bias, ...)."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import serialization, traverse_util
from flax.training import train_state

CKPT = "torch_mlp_state_dict.npz"
IN, HID, OUT = 20, 64, 4


def export_torch_checkpoint(path, rng):
    # what `np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()})` produced on the torch side
    sd = {
        "fc1.weight": rng.normal(0, 0.2, (HID, IN)).astype(np.float32),
        "fc1.bias": np.zeros(HID, np.float32),
        "fc2.weight": rng.normal(0, 0.2, (HID, HID)).astype(np.float32),
        "fc2.bias": np.zeros(HID, np.float32),
        "head.weight": rng.normal(0, 0.2, (OUT, HID)).astype(np.float32),
        "head.bias": np.zeros(OUT, np.float32),
    }
    np.savez(path, **sd)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID)(x))
        x = nn.relu(nn.Dense(HID)(x))
        return nn.Dense(OUT)(x)


def torch_to_flax(sd):
    flat = {}
    for k, v in sd.items():
        module, name = k.rsplit(".", 1)
        if name == "weight":
            flat[(module, "kernel")] = jnp.asarray(v.T)
        else:
            flat[(module, "bias")] = jnp.asarray(v)
    return traverse_util.unflatten_dict(flat)


def main():
    rng = np.random.default_rng(0)
    if not os.path.exists(CKPT):
        export_torch_checkpoint(CKPT, rng)
    x = rng.normal(size=(1024, IN)).astype(np.float32)
    y = (x[:, :4].argmax(1)).astype(np.int32)

    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, IN)))["params"]
    sd = dict(np.load(CKPT))
    print(f"loaded torch state_dict with {len(sd)} tensors: {list(sd)}")
    pretrained = torch_to_flax(sd)
    params = serialization.from_state_dict(params, pretrained)

    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def step(state, bx, by):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, bx)
            return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(5):
        perm = rng.permutation(len(x))
        for i in range(0, len(x), 64):
            b = perm[i:i + 64]
            state, loss = step(state, x[b], y[b])
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
