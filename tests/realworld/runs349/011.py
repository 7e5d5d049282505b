# Parity check: Flax port of a PyTorch MLP-Mixer-style head vs. the PyTorch reference forward
# (reference re-implemented in NumPy with torch semantics; weights shared via the exported state_dict).
import numpy as np
from scipy.special import erf
import jax
import jax.numpy as jnp
import flax.linen as nn

D_IN, D_HID, N_CLS, N_BLOCKS = 32, 128, 10, 3
ATOL = 1e-5


def torch_reference_forward(sd, x):
    """Forward pass with torch.nn semantics (Linear: x @ W.T + b, LayerNorm eps=1e-5, nn.GELU())."""
    def linear(h, name):
        return h @ sd[f"{name}.weight"].T + sd[f"{name}.bias"]

    def layer_norm(h, name, eps=1e-5):
        mu = h.mean(-1, keepdims=True)
        var = h.var(-1, keepdims=True)
        return (h - mu) / np.sqrt(var + eps) * sd[f"{name}.weight"] + sd[f"{name}.bias"]

    def gelu(h):
        return 0.5 * h * (1.0 + erf(h / np.sqrt(2.0)))

    h = linear(x, "stem")
    for b in range(N_BLOCKS):
        r = layer_norm(h, f"blocks.{b}.norm")
        r = linear(gelu(linear(r, f"blocks.{b}.fc1")), f"blocks.{b}.fc2")
        h = h + r
    return linear(layer_norm(h, "norm"), "head")


class Block(nn.Module):
    @nn.compact
    def __call__(self, h):
        r = nn.LayerNorm(epsilon=1e-5, name="norm")(h)
        r = nn.Dense(D_HID * 2, name="fc1")(r)
        r = nn.gelu(r)
        r = nn.Dense(D_HID, name="fc2")(r)
        return h + r


class Port(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(D_HID, name="stem")(x)
        for b in range(N_BLOCKS):
            h = Block(name=f"blocks_{b}")(h)
        return nn.Dense(N_CLS, name="head")(nn.LayerNorm(epsilon=1e-5, name="norm")(h))


def make_state_dict(rng):
    sd = {}
    def lin(name, i, o):
        bound = 1 / np.sqrt(i)
        sd[f"{name}.weight"] = rng.uniform(-bound, bound, (o, i))
        sd[f"{name}.bias"] = rng.uniform(-bound, bound, (o,))
    def ln(name, d):
        sd[f"{name}.weight"] = 1 + 0.1 * rng.normal(size=d)
        sd[f"{name}.bias"] = 0.1 * rng.normal(size=d)
    lin("stem", D_IN, D_HID)
    for b in range(N_BLOCKS):
        ln(f"blocks.{b}.norm", D_HID)
        lin(f"blocks.{b}.fc1", D_HID, D_HID * 2)
        lin(f"blocks.{b}.fc2", D_HID * 2, D_HID)
    ln("norm", D_HID)
    lin("head", D_HID, N_CLS)
    return {k: v.astype(np.float32) for k, v in sd.items()}


def convert(sd):
    params = {}
    for k, v in sd.items():
        *mod, leaf = k.split(".")
        if mod[0] == "blocks":
            path = [f"blocks_{mod[1]}"] + mod[2:]
        else:
            path = mod
        is_ln = path[-1] == "norm"
        if leaf == "weight":
            leaf, v = ("scale", v) if is_ln else ("kernel", v.T)
        d = params
        for p in path:
            d = d.setdefault(p, {})
        d[leaf] = jnp.asarray(v)
    return params


def log_softmax_np(z):
    z = z - z.max(-1, keepdims=True)
    return z - np.log(np.exp(z).sum(-1, keepdims=True))


def main():
    jax.config.update("jax_default_matmul_precision", "highest")
    rng = np.random.default_rng(0)
    sd = make_state_dict(rng)
    params = convert(sd)
    model = Port()
    apply = jax.jit(lambda p, x: model.apply({"params": p}, x))
    print(f"converted {len(sd)} tensors; blocks={N_BLOCKS} hidden={D_HID}")
    worst = 0.0
    for batch in range(5):
        x = (rng.normal(size=(256, D_IN)) * 2).astype(np.float32)
        y = rng.integers(0, N_CLS, 256)
        ref = torch_reference_forward({k: v.astype(np.float64) for k, v in sd.items()}, x.astype(np.float64))
        out = np.asarray(apply(params, x), dtype=np.float64)
        diff = np.abs(ref - out).max()
        worst = max(worst, diff)
        ref_loss = -log_softmax_np(ref)[np.arange(256), y].mean()
        port_loss = -log_softmax_np(out)[np.arange(256), y].mean()
        agree = (ref.argmax(-1) == out.argmax(-1)).mean()
        print(f"batch {batch} ref_loss {ref_loss:.6f} port_loss {port_loss:.6f} "
              f"max_abs_diff {diff:.3e} argmax_agree {agree:.4f}")
    print(f"max_abs_diff over all batches {worst:.3e} (atol {ATOL:.0e}) -> {'OK' if worst <= ATOL else 'MISMATCH'}")


if __name__ == "__main__":
    main()
