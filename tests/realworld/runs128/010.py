"""Resume a pretrained tiny LM from an Orbax checkpoint and fine-tune it for chat.
The chat tokenizer adds 4 special tokens (<|user|>, <|assistant|>, <|system|>, <|end|>)."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT = "/home/user/project/pretrain_010"
BASE_VOCAB, D = 128, 64
SPECIAL_TOKENS = ["<|user|>", "<|assistant|>", "<|system|>", "<|end|>"]


class LM(nnx.Module):
    def __init__(self, vocab, rngs):
        self.embed = nnx.Embed(vocab, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.norm = nnx.LayerNorm(D, rngs=rngs)
        self.lm_head = nnx.Linear(D, vocab, rngs=rngs)

    def __call__(self, ids):
        x = self.embed(ids)
        x = x + self.attn(x, mask=nnx.make_causal_mask(ids))
        return self.lm_head(self.norm(x))


def pretrain():
    model = LM(BASE_VOCAB, nnx.Rngs(0))
    with ocp.CheckpointManager(CKPT) as mngr:
        mngr.save(1000, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)))
        mngr.wait_until_finished()
    print(f"wrote pretrain checkpoint step 1000 to {CKPT}")


def main():
    if not os.path.exists(CKPT):
        pretrain()
    vocab = BASE_VOCAB + len(SPECIAL_TOKENS)
    print(f"chat vocab size = {vocab}")
    model = LM(vocab, nnx.Rngs(0))
    mngr = ocp.CheckpointManager(CKPT)
    step = mngr.latest_step()
    print(f"restoring pretrained weights from {CKPT} step {step}")
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, nnx.state(model, nnx.Param))
    restored = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
    nnx.update(model, restored)

    opt = nnx.Optimizer(model, optax.adamw(1e-4), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    data = rng.integers(0, vocab, size=(64, 33)).astype(np.int32)

    @nnx.jit
    def step_fn(model, opt, ids):
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(ids[:, :-1]), ids[:, 1:]).mean()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss

    for i in range(20):
        loss = step_fn(model, opt, jnp.asarray(data[rng.integers(0, 64, 8)]))
    print(f"finetune loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
