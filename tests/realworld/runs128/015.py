"""Continue training from an Orbax checkpoint after switching the model to tied input/output embeddings
(like HF tie_word_embeddings=True): the separate lm_head was removed from the model."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT = "/home/user/project/run_015/checkpoints"
VOCAB, D = 96, 48


class UntiedLM(nnx.Module):            # model used for the first training run
    def __init__(self, rngs):
        self.wte = nnx.Embed(VOCAB, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.ln_f = nnx.LayerNorm(D, rngs=rngs)
        self.lm_head = nnx.Linear(D, VOCAB, use_bias=False, rngs=rngs)


class TiedLM(nnx.Module):              # current model
    def __init__(self, rngs):
        self.wte = nnx.Embed(VOCAB, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.ln_f = nnx.LayerNorm(D, rngs=rngs)

    def __call__(self, ids):
        x = self.wte(ids)
        x = x + self.attn(x, mask=nnx.make_causal_mask(ids))
        return self.wte.attend(self.ln_f(x))


def first_run():
    m = UntiedLM(nnx.Rngs(0))
    with ocp.CheckpointManager(CKPT) as mngr:
        mngr.save(500, args=ocp.args.StandardSave(nnx.state(m, nnx.Param)))
        mngr.wait_until_finished()


def main():
    model = TiedLM(nnx.Rngs(0))
    mngr = ocp.CheckpointManager(CKPT)
    step = mngr.latest_step()
    print(f"found checkpoints {mngr.all_steps()} in {CKPT}; resuming from step {step}")
    target = jax.tree.map(ocp.utils.to_shape_dtype_struct, nnx.state(model, nnx.Param))
    restored = mngr.restore(step, args=ocp.args.StandardRestore(target))
    nnx.update(model, restored)
    opt = nnx.Optimizer(model, optax.adamw(3e-4), wrt=nnx.Param)
    rng = np.random.default_rng(0)

    @nnx.jit
    def train_step(model, opt, ids):
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(ids[:, :-1]), ids[:, 1:]).mean()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss

    for s in range(step + 1, step + 51):
        loss = train_step(model, opt, jnp.asarray(rng.integers(0, VOCAB, (8, 33)), dtype=jnp.int32))
        if s % 10 == 0:
            print(f"step {s} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
