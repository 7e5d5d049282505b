"""Two-stage recipe ported from PyTorch: (1) supervised pre-training of an encoder, saved with Orbax;
(2) linear probe: load the pre-trained encoder weights into the probe model, freeze them
(optax.multi_transform) and train a new head."""
import argparse, os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax import traverse_util
from flax.training import train_state

p = argparse.ArgumentParser()
p.add_argument("--stage", choices=["pretrain", "probe"], default="probe")
p.add_argument("--ckpt_dir", default=os.path.abspath("pretrained_encoder_010"))
args = p.parse_args()
FEAT, HID, CLASSES = 16, 256, 4


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        for _ in range(3):
            x = nn.gelu(nn.Dense(HID)(x))
        return x


class PretrainModel(nn.Module):
    def setup(self):
        self.encoder = Encoder()
        self.head = nn.Dense(CLASSES)

    def __call__(self, x):
        return self.head(self.encoder(x))


class ProbeModel(nn.Module):
    def setup(self):
        self.backbone = Encoder()
        self.classifier = nn.Dense(CLASSES)

    def __call__(self, x):
        return self.classifier(jax.lax.stop_gradient(self.backbone(x)))


def make_data(n, rng):
    x = rng.uniform(-1, 1, size=(n, FEAT)).astype(np.float32)
    y = ((np.sin(3 * x[:, 0] * x[:, 1]) > 0).astype(int) * 2 + (x[:, 2] * x[:, 3] * x[:, 4] > 0)).astype(np.int32)
    return x, y


def fit(state, x, y, epochs, rng, tag):
    @jax.jit
    def step(state, bx, by):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, bx)
            return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss
    for epoch in range(epochs):
        perm = rng.permutation(len(x))
        ls = []
        for i in range(0, len(x), 128):
            b = perm[i:i + 128]
            state, loss = step(state, x[b], y[b])
            ls.append(float(loss))
        print(f"[{tag}] epoch {epoch} loss {np.mean(ls):.4f}")
    return state


def accuracy(state, x, y):
    return float(jnp.mean(state.apply_fn({"params": state.params}, x).argmax(-1) == y))


def load_pretrained(params, restored):
    """Copy every tensor whose name matches; the rest keeps its fresh initialisation (like strict=False)."""
    flat = traverse_util.flatten_dict(params, sep="/")
    src = traverse_util.flatten_dict(restored, sep="/")
    for k in flat:
        if k in src and src[k].shape == flat[k].shape:
            flat[k] = jnp.asarray(src[k])
    return traverse_util.unflatten_dict(flat, sep="/")


def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(20000, rng)
    xte, yte = make_data(4000, rng)
    ckptr = ocp.StandardCheckpointer()
    if args.stage == "pretrain":
        m = PretrainModel()
        params = m.init(jax.random.PRNGKey(0), xtr[:1])["params"]
        state = train_state.TrainState.create(apply_fn=m.apply, params=params, tx=optax.adam(1e-3))
        state = fit(state, xtr, ytr, 15, rng, "pretrain")
        print(f"[pretrain] test acc {accuracy(state, xte, yte):.4f}")
        ckptr.save(args.ckpt_dir, state.params)
        ckptr.wait_until_finished()
        return

    m = ProbeModel()
    params = m.init(jax.random.PRNGKey(1), xtr[:1])["params"]
    restored = ckptr.restore(args.ckpt_dir)
    print(f"Restored pre-trained checkpoint from {args.ckpt_dir}")
    params = load_pretrained(params, restored)
    labels = traverse_util.path_aware_map(lambda path, _: "frozen" if path[0] == "backbone" else "train", params)
    tx = optax.multi_transform({"train": optax.adam(1e-2), "frozen": optax.set_to_zero()}, labels)
    state = train_state.TrainState.create(apply_fn=m.apply, params=params, tx=tx)
    state = fit(state, xtr, ytr, 10, rng, "probe")
    print(f"[probe] test acc {accuracy(state, xte, yte):.4f}")


if __name__ == "__main__":
    main()
