"""Train a Linen MLP classifier, export its weights as msgpack, then reload them in a separate eval/serving step
(non-strict load, like torch's model.load_state_dict(sd, strict=False))."""
import os
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax import serialization, traverse_util
from flax.training import train_state

IN, HID, NC = 20, 128, 6


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(HID, name="dense1")(x)
        x = nn.relu(x)
        x = nn.Dense(HID, name="dense2")(x)
        x = nn.relu(x)
        return nn.Dense(NC, name="classifier")(x)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    w = np.random.default_rng(123).normal(size=(IN, NC))
    x = rng.normal(size=(n, IN)).astype(np.float32)
    y = np.argmax(x @ w + 0.1 * rng.normal(size=(n, NC)), axis=1).astype(np.int32)
    return x, y


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


def evaluate(model, params, x, y):
    logits = model.apply({"params": params}, jnp.asarray(x))
    return float((logits.argmax(-1) == jnp.asarray(y)).mean())


def load_pretrained(params, path):
    with open(path, "rb") as f:
        state_dict = serialization.msgpack_restore(f.read())
    flat = traverse_util.flatten_dict(params)
    flat_sd = traverse_util.flatten_dict(state_dict)
    for k in flat:
        if k in flat_sd and flat_sd[k].shape == flat[k].shape:
            flat[k] = jnp.asarray(flat_sd[k])
    return traverse_util.unflatten_dict(flat)


def main():
    print(f"jax {jax.__version__}")
    xtr, ytr = make_data(6000, 0)
    xva, yva = make_data(1000, 1)
    model = Classifier()
    params = model.init(jax.random.key(0), jnp.zeros((1, IN)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    rng = np.random.default_rng(0)
    for epoch in range(8):
        perm = rng.permutation(len(xtr))
        losses = []
        for i in range(0, len(perm), 100):
            j = perm[i:i + 100]
            state, loss = train_step(state, jnp.asarray(xtr[j]), jnp.asarray(ytr[j]))
            losses.append(float(loss))
        print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {evaluate(model, state.params, xva, yva):.4f}")

    os.makedirs("export_007", exist_ok=True)
    path = os.path.join("export_007", "flax_model.msgpack")
    with open(path, "wb") as f:
        f.write(serialization.to_bytes({"params": state.params}))
    print(f"saved weights to {path} ({os.path.getsize(path)} bytes)")

    # ---- serving side: fresh process-like setup ----
    serve_model = Classifier()
    serve_params = serve_model.init(jax.random.key(42), jnp.zeros((1, IN)))["params"]
    serve_params = load_pretrained(serve_params, path)
    print(f"loaded weights from {path}")
    print(f"serving model val_acc {evaluate(serve_model, serve_params, xva, yva):.4f}")


if __name__ == "__main__":
    main()
