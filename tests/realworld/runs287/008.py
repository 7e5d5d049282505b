# Load a PyTorch-trained MLP classifier (state_dict exported to .npz) into the Flax port,
# check its accuracy, then fine-tune it on a small labelled set.
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CKPT = "torch_classifier_008.npz"
IN, HID, OUT = 40, 256, 8

def data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(7).normal(size=(OUT, IN)).astype(np.float32) * 1.2
    y = rng.integers(0, OUT, n)
    X = centers[y] + rng.normal(size=(n, IN)).astype(np.float32)
    return X.astype(np.float32), y.astype(np.int32)

def export_reference_checkpoint():
    """Stand-in for the PyTorch training run: numpy SGD on the same architecture, saved in state_dict layout."""
    X, y = data(20000, 1)
    rng = np.random.default_rng(0)
    W1 = rng.normal(0, np.sqrt(2 / IN), (HID, IN)); b1 = np.zeros(HID)
    W2 = rng.normal(0, np.sqrt(2 / HID), (OUT, HID)); b2 = np.zeros(OUT)
    for epoch in range(3):
        for i in range(0, len(X), 100):
            xb, yb = X[i:i+100], y[i:i+100]
            h = np.maximum(xb @ W1.T + b1, 0); z = h @ W2.T + b2
            p = np.exp(z - z.max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
            p[np.arange(len(yb)), yb] -= 1; p /= len(yb)
            gW2 = p.T @ h; gb2 = p.sum(0); dh = (p @ W2) * (h > 0)
            gW1 = dh.T @ xb; gb1 = dh.sum(0)
            W1 -= 0.1 * gW1; b1 -= 0.1 * gb1; W2 -= 0.1 * gW2; b2 -= 0.1 * gb2
    np.savez(CKPT, **{"fc1.weight": W1, "fc1.bias": b1, "fc2.weight": W2, "fc2.bias": b2})

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID)(x))
        return nn.Dense(OUT)(x)

def torch_to_flax(sd):
    out = {}
    for k, v in sd.items():
        layer, kind = k.rsplit(".", 1)
        out.setdefault(layer, {})["kernel" if kind == "weight" else "bias"] = \
            jnp.asarray(v.T if kind == "weight" else v, jnp.float32)
    return out

def accuracy(params, model, X, y):
    return float((model.apply({"params": params}, X).argmax(-1) == y).mean())

def main():
    if not os.path.exists(CKPT):
        export_reference_checkpoint()
    sd = dict(np.load(CKPT))
    print(f"loaded {len(sd)} tensors from {CKPT}: " + ", ".join(f"{k}{tuple(v.shape)}" for k, v in sd.items()))
    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))["params"]
    params = dict(params)
    params.update(torch_to_flax(sd))
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    print(f"flax params after loading: {n_params}")

    Xte, yte = data(2000, 2)
    print(f"pretrained model: test_acc={accuracy(params, model, Xte, yte):.4f}")

    Xft, yft = data(256, 3)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-4))

    @jax.jit
    def step(state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(1, 4):
        for i in range(0, len(Xft), 32):
            state, loss = step(state, Xft[i:i+32], yft[i:i+32])
        print(f"finetune epoch {epoch}: loss={float(loss):.4f} test_acc={accuracy(state.params, model, Xte, yte):.4f}")

if __name__ == "__main__":
    main()
