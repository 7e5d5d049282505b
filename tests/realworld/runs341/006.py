# Migration parity check: PyTorch-layout GPT-2-style checkpoint (numpy state_dict) loaded into a flax.nnx port,
# evaluated against the reference implementation's numbers on the same batches.
import numpy as np
from scipy.special import erf
import jax
import jax.numpy as jnp
import optax
from flax import nnx

cfg = dict(vocab_size=1000, n_positions=64, n_embd=256, n_head=8, n_layer=4, layer_norm_epsilon=1e-5,
           activation_function="gelu")
H, D, L, V = cfg["n_head"], cfg["n_embd"], cfg["n_layer"], cfg["vocab_size"]


def make_reference_state_dict(seed=0):
    """Stands in for torch.load('pytorch_model.bin'): nn.Linear weights are (out, in)."""
    rng = np.random.default_rng(seed)
    sd = {"wte.weight": rng.normal(0, 0.15, (V, D)), "wpe.weight": rng.normal(0, 0.1, (cfg["n_positions"], D))}
    for i in range(L):
        p = f"h.{i}."
        for n in ["ln_1", "ln_2"]:
            sd[p + n + ".weight"] = 1 + rng.normal(0, 0.1, D)
            sd[p + n + ".bias"] = rng.normal(0, 0.1, D)
        for n in ["q_proj", "k_proj", "v_proj", "out_proj"]:
            sd[p + "attn." + n + ".weight"] = rng.normal(0, 1 / np.sqrt(D), (D, D))
            sd[p + "attn." + n + ".bias"] = rng.normal(0, 0.02, D)
        sd[p + "mlp.fc_in.weight"] = rng.normal(0, 1.5 / np.sqrt(D), (4 * D, D))
        sd[p + "mlp.fc_in.bias"] = rng.normal(0, 0.5, 4 * D)
        sd[p + "mlp.fc_out.weight"] = rng.normal(0, 1 / np.sqrt(4 * D), (D, 4 * D))
        sd[p + "mlp.fc_out.bias"] = rng.normal(0, 0.02, D)
    sd["ln_f.weight"] = np.ones(D)
    sd["ln_f.bias"] = np.zeros(D)
    return {k: v.astype(np.float32) for k, v in sd.items()}


# ---------------- reference forward (the PyTorch model's math, float32) ----------------
def ref_layer_norm(x, w, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def ref_forward(sd, ids):
    B, T = ids.shape
    x = sd["wte.weight"][ids] + sd["wpe.weight"][:T][None]
    causal = np.tril(np.ones((T, T), dtype=bool))
    for i in range(L):
        p = f"h.{i}."
        h = ref_layer_norm(x, sd[p + "ln_1.weight"], sd[p + "ln_1.bias"], cfg["layer_norm_epsilon"])
        q, k, v = [(h @ sd[p + f"attn.{n}.weight"].T + sd[p + f"attn.{n}.bias"]).reshape(B, T, H, D // H).transpose(0, 2, 1, 3)
                   for n in ["q_proj", "k_proj", "v_proj"]]
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(D // H)
        s = np.where(causal, s, -1e9)
        a = np.exp(s - s.max(-1, keepdims=True)); a /= a.sum(-1, keepdims=True)
        o = (a @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
        x = x + o @ sd[p + "attn.out_proj.weight"].T + sd[p + "attn.out_proj.bias"]
        h = ref_layer_norm(x, sd[p + "ln_2.weight"], sd[p + "ln_2.bias"], cfg["layer_norm_epsilon"])
        h = h @ sd[p + "mlp.fc_in.weight"].T + sd[p + "mlp.fc_in.bias"]
        h = 0.5 * h * (1 + erf(h / np.sqrt(2)))  # torch.nn.functional.gelu
        x = x + h @ sd[p + "mlp.fc_out.weight"].T + sd[p + "mlp.fc_out.bias"]
    x = ref_layer_norm(x, sd["ln_f.weight"], sd["ln_f.bias"], cfg["layer_norm_epsilon"])
    return (x @ sd["wte.weight"].T).astype(np.float32)


# ---------------- flax.nnx port ----------------
class Attention(nnx.Module):
    def __init__(self, rngs):
        self.q_proj, self.k_proj, self.v_proj, self.out_proj = [nnx.Linear(D, D, rngs=rngs) for _ in range(4)]

    def __call__(self, x):
        B, T, _ = x.shape
        split = lambda t: t.reshape(B, T, H, D // H)
        q, k, v = split(self.q_proj(x)), split(self.k_proj(x)), split(self.v_proj(x))
        o = jax.nn.dot_product_attention(q, k, v, is_causal=True)
        return self.out_proj(o.reshape(B, T, D))


class MLP(nnx.Module):
    def __init__(self, rngs):
        self.fc_in = nnx.Linear(D, 4 * D, rngs=rngs)
        self.fc_out = nnx.Linear(4 * D, D, rngs=rngs)

    def __call__(self, x):
        return self.fc_out(nnx.gelu(self.fc_in(x)))


class Block(nnx.Module):
    def __init__(self, rngs):
        eps = cfg["layer_norm_epsilon"]
        self.ln_1 = nnx.LayerNorm(D, epsilon=eps, rngs=rngs)
        self.attn = Attention(rngs)
        self.ln_2 = nnx.LayerNorm(D, epsilon=eps, rngs=rngs)
        self.mlp = MLP(rngs)

    def __call__(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nnx.Module):
    def __init__(self, rngs):
        self.wte = nnx.Embed(V, D, rngs=rngs)
        self.wpe = nnx.Embed(cfg["n_positions"], D, rngs=rngs)
        self.h = nnx.List([Block(rngs) for _ in range(L)])
        self.ln_f = nnx.LayerNorm(D, epsilon=cfg["layer_norm_epsilon"], rngs=rngs)

    def __call__(self, ids):
        x = self.wte(ids) + self.wpe(jnp.arange(ids.shape[1]))[None]
        for b in self.h:
            x = b(x)
        return self.wte.attend(self.ln_f(x))


def load_torch_state_dict(model, sd):
    n = 0
    for key, value in sd.items():
        path = key.split(".")
        obj = model
        for part in path[:-1]:
            obj = obj[int(part)] if part.isdigit() else getattr(obj, part)
        leaf = path[-1]
        value = jnp.asarray(value)
        if isinstance(obj, nnx.Linear) and leaf == "weight":
            obj.kernel[...] = value.T
        elif isinstance(obj, nnx.Linear) and leaf == "bias":
            obj.bias[...] = value
        elif isinstance(obj, nnx.LayerNorm):
            (obj.scale if leaf == "weight" else obj.bias)[...] = value
        elif isinstance(obj, nnx.Embed):
            obj.embedding[...] = value
        else:
            raise KeyError(key)
        n += 1
    return n


def main():
    print(f"jax {jax.__version__}, default matmul precision: {jax.config.jax_default_matmul_precision}")
    sd = make_reference_state_dict()
    model = GPT(nnx.Rngs(0))
    n = load_torch_state_dict(model, sd)
    print(f"loaded {n}/{len(sd)} tensors from reference state_dict")
    fwd = nnx.jit(lambda m, ids: m(ids))
    rng = np.random.default_rng(1)
    print(f"{'batch':>5} {'ref_loss':>10} {'jax_loss':>10} {'|dloss|':>10} {'max|dlogits|':>13} {'mean|dlogits|':>14} {'argmax_agree':>12}")
    for i in range(8):
        ids = rng.integers(0, V, size=(4, 64))
        ref_logits = ref_forward(sd, ids)
        jax_logits = np.asarray(fwd(model, jnp.asarray(ids)))
        labels = ids[:, 1:]
        ref_loss = float(optax.softmax_cross_entropy_with_integer_labels(ref_logits[:, :-1], labels).mean())
        jax_loss = float(optax.softmax_cross_entropy_with_integer_labels(jax_logits[:, :-1], labels).mean())
        d = np.abs(ref_logits - jax_logits)
        agree = (ref_logits.argmax(-1) == jax_logits.argmax(-1)).mean()
        print(f"{i:>5} {ref_loss:>10.5f} {jax_loss:>10.5f} {abs(ref_loss-jax_loss):>10.2e} {d.max():>13.3e} {d.mean():>14.3e} {agree:>12.4f}")


if __name__ == "__main__":
    main()
