"""GPT-2-small-style pretraining recipe scaled down, flax.nnx.
Optimizer settings copied from the PyTorch training config (train_gpt.yaml)."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

TRAIN_CFG = {
    "learning_rate": 6e-4,
    "min_lr": 6e-5,
    "warmup_steps": 20,
    "max_steps": 200,
    "weight_decay": 0.1,
    "betas": (0.9, 0.95),
    "eps": 1e-8,
    "grad_clip": 1.0,
}
VOCAB, D, SEQ = 256, 64, 32


class GPT(nnx.Module):
    def __init__(self, rngs):
        self.wte = nnx.Embed(VOCAB, D, rngs=rngs)
        self.wpe = nnx.Embed(SEQ, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.ln = nnx.LayerNorm(D, rngs=rngs)

    def __call__(self, ids):
        x = self.wte(ids) + self.wpe(jnp.arange(ids.shape[1]))[None]
        x = x + self.attn(x, mask=nnx.make_causal_mask(ids))
        return self.wte.attend(self.ln(x))


def build_optimizer(cfg):
    schedule = optax.warmup_cosine_decay_schedule(
        init_value=0.0, peak_value=cfg["learning_rate"], warmup_steps=cfg["warmup_steps"],
        decay_steps=cfg["max_steps"], end_value=cfg["min_lr"])
    opt_kwargs = {k: cfg[k] for k in ("weight_decay", "betas", "eps")}
    return optax.chain(
        optax.clip_by_global_norm(cfg["grad_clip"]),
        optax.adamw(learning_rate=schedule, **opt_kwargs),
    ), schedule


def main():
    model = GPT(nnx.Rngs(0))
    tx, schedule = build_optimizer(TRAIN_CFG)
    opt = nnx.Optimizer(model, tx, wrt=nnx.Param)

    @nnx.jit
    def train_step(model, opt, ids):
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(ids[:, :-1]), ids[:, 1:]).mean()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss

    data = np.random.default_rng(0).integers(0, VOCAB, (4096, SEQ + 1)).astype(np.int32)
    for step in range(TRAIN_CFG["max_steps"]):
        loss = train_step(model, opt, jnp.asarray(data[(step * 16) % 4096:(step * 16) % 4096 + 16]))
        if step % 20 == 0:
            print(f"step {step:5d} | loss {float(loss):.4f} | lr {float(schedule(step)):.3e}")


if __name__ == "__main__":
    main()
