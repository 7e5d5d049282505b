# Fine-tune a Flax port starting from a PyTorch-pretrained classifier.
# The torch state_dict was exported to an Orbax checkpoint; loading mirrors model.load_state_dict(sd, strict=False).
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state
from flax.traverse_util import flatten_dict, unflatten_dict

FEAT, HID, CLS = 20, 96, 8


def data(rng, n, centers):
    y = rng.integers(0, CLS, n).astype(np.int32)
    return (centers[y] + rng.normal(size=(n, FEAT))).astype(np.float32), y


# ---- stand-in for the PyTorch pretraining run (torch layout: weight (out, in), nn.Sequential names) ----
def torch_forward(sd, x):
    h = jax.nn.relu(x @ sd["encoder.0.weight"].T + sd["encoder.0.bias"])
    h = jax.nn.relu(h @ sd["encoder.2.weight"].T + sd["encoder.2.bias"])
    return h @ sd["classifier.weight"].T + sd["classifier.bias"]


def pretrain_torch_reference(x, y, xv, yv):
    k = jax.random.split(jax.random.PRNGKey(7), 3)
    def lin(key, i, o):
        b = 1 / np.sqrt(i)
        kw, kb = jax.random.split(key)
        return jax.random.uniform(kw, (o, i), minval=-b, maxval=b), jax.random.uniform(kb, (o,), minval=-b, maxval=b)
    sd = {}
    sd["encoder.0.weight"], sd["encoder.0.bias"] = lin(k[0], FEAT, HID)
    sd["encoder.2.weight"], sd["encoder.2.bias"] = lin(k[1], HID, HID)
    sd["classifier.weight"], sd["classifier.bias"] = lin(k[2], HID, CLS)
    tx = optax.adam(2e-3)
    opt = tx.init(sd)

    @jax.jit
    def step(sd, opt, xb, yb):
        loss, g = jax.value_and_grad(lambda s: optax.softmax_cross_entropy_with_integer_labels(torch_forward(s, xb), yb).mean())(sd)
        upd, opt = tx.update(g, opt, sd)
        return optax.apply_updates(sd, upd), opt, loss

    for i in range(300):
        j = (i * 64) % len(x)
        sd, opt, loss = step(sd, opt, x[j:j + 64], y[j:j + 64])
    acc = float((torch_forward(sd, xv).argmax(-1) == yv).mean())
    print(f"[pretrain] torch reference: final loss {float(loss):.4f} val_acc {acc:.4f}")
    return sd


# ---- Flax port ----
class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(HID)(x))
        h = nn.relu(nn.Dense(HID)(h))
        return nn.Dense(CLS)(h)


def torch_sd_to_flax_flat(sd):
    flat = {}
    for k, v in sd.items():
        mod, leaf = k.rsplit(".", 1)
        mod = mod.replace(".", "_")
        if leaf == "weight":
            flat[(mod, "kernel")] = jnp.asarray(v).T
        else:
            flat[(mod, leaf)] = jnp.asarray(v)
    return flat


def load_state_dict(params, sd, strict=False):
    flat = flatten_dict(params)
    src = torch_sd_to_flax_flat(sd)
    missing = [k for k in flat if k not in src]
    unexpected = [k for k in src if k not in flat]
    if strict and (missing or unexpected):
        raise KeyError(f"missing={missing} unexpected={unexpected}")
    for k in flat:
        if k in src:
            flat[k] = src[k]
    return unflatten_dict(flat)


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(CLS, FEAT)) * 1.2
    x, y = data(rng, 4096, centers)
    xv, yv = data(rng, 1024, centers)

    sd = pretrain_torch_reference(jnp.asarray(x), jnp.asarray(y), jnp.asarray(xv), jnp.asarray(yv))
    ckpt = os.path.abspath("pretrained_torch_sd")
    shutil.rmtree(ckpt, ignore_errors=True)
    ckptr = ocp.StandardCheckpointer()
    ckptr.save(ckpt, {k: np.asarray(v) for k, v in sd.items()})
    ckptr.wait_until_finished()
    print(f"[export] wrote {len(sd)} tensors to {ckpt}")

    restored = ckptr.restore(ckpt)
    print(f"[port] restored {len(restored)} tensors from {ckpt}")
    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, FEAT)))["params"]
    params = load_state_dict(params, restored, strict=False)
    print("[port] pretrained weights loaded")

    @jax.jit
    def evaluate(p):
        logits = model.apply({"params": p}, xv)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yv).mean(), (logits.argmax(-1) == yv).mean()

    vl, va = evaluate(params)
    print(f"[port] before fine-tune: val_loss {float(vl):.4f} val_acc {float(va):.4f}")

    # short low-LR fine-tune, as in the torch recipe
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-5))

    @jax.jit
    def train_step(state, xb, yb):
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            state.apply_fn({"params": p}, xb), yb).mean())(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        ls = []
        for i in range(0, len(x), 64):
            state, loss = train_step(state, x[i:i + 64], y[i:i + 64])
            ls.append(float(loss))
        vl, va = evaluate(state.params)
        print(f"[finetune] epoch {epoch} train_loss {np.mean(ls):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
    shutil.rmtree(ckpt, ignore_errors=True)


if __name__ == "__main__":
    main()
