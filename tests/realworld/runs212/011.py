"""Load a PyTorch-format classifier state_dict (exported as .npz) into the Flax linen port and evaluate it."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.traverse_util import flatten_dict, unflatten_dict

DIM, HID, CLASSES = 30, 64, 6


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID, name="fc1")(x))
        x = nn.relu(nn.Dense(HID, name="fc2")(x))
        return nn.Dense(CLASSES, name="out")(x)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    w = np.random.default_rng(123).normal(size=(DIM, CLASSES))
    x = rng.normal(size=(n, DIM)).astype(np.float32)
    y = (x @ w + 0.3 * rng.normal(size=(n, CLASSES))).argmax(-1).astype(np.int32)
    return x, y


def train_reference(x, y, steps=600):
    """stands in for the original torch training run: produces the reference weights + accuracy."""
    model = Classifier()
    params = model.init(jax.random.PRNGKey(7), x[:1])["params"]
    tx = optax.adam(3e-3)
    st = tx.init(params)

    @jax.jit
    def step(params, st, xb, yb):
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, xb), yb).mean())(params)
        u, st = tx.update(g, st)
        return optax.apply_updates(params, u), st, loss

    rng = np.random.default_rng(0)
    for s in range(steps):
        j = rng.integers(0, len(x), 128)
        params, st, loss = step(params, st, x[j], y[j])
    return params


def export_torch_state_dict(params, path):
    # nn.Module wrapper in torch: self.backbone = MLP(...) -> keys "backbone.fc1.weight" (out, in)
    sd = {}
    for (layer, kind), v in flatten_dict(params).items():
        v = np.asarray(v)
        if kind == "kernel":
            sd[f"backbone.{layer}.weight"] = v.T
        else:
            sd[f"backbone.{layer}.bias"] = v
    np.savez(path, **sd)


def load_torch_state_dict(params, path):
    sd = dict(np.load(path))
    flat = flatten_dict(params)
    new = {}
    for (layer, kind), v in flat.items():
        tkey = f"{layer}.weight" if kind == "kernel" else f"{layer}.bias"
        t = sd.get(tkey)
        if t is None:
            new[(layer, kind)] = v
            continue
        new[(layer, kind)] = jnp.asarray(t.T if kind == "kernel" else t)
    return unflatten_dict(new)


def accuracy(params, x, y):
    logits = Classifier().apply({"params": params}, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return float((logits.argmax(-1) == y).mean()), float(loss)


def main():
    xtr, ytr = make_data(8000, 0)
    xte, yte = make_data(2000, 1)
    ckpt = os.path.abspath("classifier_torch_011.npz")
    if not os.path.exists(ckpt):
        ref = train_reference(xtr, ytr)
        export_torch_state_dict(ref, ckpt)
        acc, loss = accuracy(ref, xte, yte)
        print(f"reference model: test_acc {acc:.4f} test_loss {loss:.4f} -> exported {ckpt}")

    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), xte[:1])["params"]
    sd_keys = list(np.load(ckpt).keys())
    print(f"checkpoint {os.path.basename(ckpt)}: {len(sd_keys)} tensors")
    params = load_torch_state_dict(params, ckpt)
    print("loaded pretrained weights into Flax model")
    for name, v in flatten_dict(params).items():
        print(f"  {'/'.join(name):12s} {tuple(v.shape)}")
    acc, loss = accuracy(params, xte, yte)
    print(f"flax port: test_acc {acc:.4f} test_loss {loss:.4f}")


if __name__ == "__main__":
    main()
