"""Small Transformer encoder for sequence classification (parity of a token), Flax NNX + Optax, warmup-cosine schedule."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

CFG = dict(vocab=16, seq_len=24, d_model=64, heads=4, layers=2, num_classes=2, batch_size=64,
           lr=1e-3, warmup=50, total_steps=600, clip=1.0, seed=0)


def make_dataset(n, seed):
    """Label = whether token 3 appears more often than token 7 in the sequence."""
    rng = np.random.default_rng(seed)
    x = rng.integers(0, CFG["vocab"], size=(n, CFG["seq_len"])).astype(np.int32)
    y = ((x == 3).sum(1) > (x == 7).sum(1)).astype(np.int32)
    return x, y


class Block(nnx.Module):
    def __init__(self, d, heads, *, rngs):
        self.ln1 = nnx.LayerNorm(d, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=heads, in_features=d, decode=False, rngs=rngs)
        self.ln2 = nnx.LayerNorm(d, rngs=rngs)
        self.mlp1 = nnx.Linear(d, 4 * d, rngs=rngs)
        self.mlp2 = nnx.Linear(4 * d, d, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)

    def __call__(self, x):
        x = x + self.drop(self.attn(self.ln1(x)))
        x = x + self.drop(self.mlp2(nnx.gelu(self.mlp1(self.ln2(x)))))
        return x


class Encoder(nnx.Module):
    def __init__(self, *, rngs):
        d = CFG["d_model"]
        self.tok = nnx.Embed(CFG["vocab"], d, rngs=rngs)
        self.pos = nnx.Param(jax.random.normal(rngs.params(), (CFG["seq_len"], d)) * 0.02)
        self.blocks = nnx.List([Block(d, CFG["heads"], rngs=rngs) for _ in range(CFG["layers"])])
        self.ln = nnx.LayerNorm(d, rngs=rngs)
        self.head = nnx.Linear(d, CFG["num_classes"], rngs=rngs)

    def __call__(self, ids):
        x = self.tok(ids) + self.pos[...]
        for b in self.blocks:
            x = b(x)
        return self.head(self.ln(x).mean(axis=1))


def loss_fn(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


@nnx.jit
def train_step(model, optimizer, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean(), optax.global_norm(grads)


@nnx.jit
def eval_step(model, x, y):
    loss, logits = loss_fn(model, x, y)
    return loss, (logits.argmax(-1) == y).mean()


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    print("config:", CFG)
    xtr, ytr = make_dataset(12800, 0)
    xva, yva = make_dataset(1024, 1)
    print(f"train positives {ytr.mean():.3f} val positives {yva.mean():.3f}")
    model = Encoder(rngs=nnx.Rngs(params=CFG["seed"], dropout=CFG["seed"] + 1))
    print("params:", sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param))))
    sched = optax.warmup_cosine_decay_schedule(0.0, CFG["lr"], CFG["warmup"], CFG["total_steps"], end_value=1e-5)
    tx = optax.chain(optax.clip_by_global_norm(CFG["clip"]), optax.adamw(sched, weight_decay=0.01))
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    rng = np.random.default_rng(CFG["seed"])
    step, t0 = 0, time.time()
    while step < CFG["total_steps"]:
        perm = rng.permutation(len(xtr))
        for i in range(0, len(perm) - CFG["batch_size"] + 1, CFG["batch_size"]):
            j = perm[i:i + CFG["batch_size"]]
            model.train()
            loss, acc, gn = train_step(model, optimizer, jnp.asarray(xtr[j]), jnp.asarray(ytr[j]))
            step += 1
            if step % 50 == 0:
                print(f"step {step:4d} lr {float(sched(step)):.2e} loss {float(loss):.4f} acc {float(acc):.3f} "
                      f"grad_norm {float(gn):.3f} elapsed {time.time() - t0:.1f}s")
            if step % 200 == 0:
                model.eval()
                res = [eval_step(model, jnp.asarray(xva[k:k + 256]), jnp.asarray(yva[k:k + 256]))
                       for k in range(0, len(xva), 256)]
                print(f"[eval] step {step} val_loss {np.mean([float(r[0]) for r in res]):.4f} "
                      f"val_acc {np.mean([float(r[1]) for r in res]):.4f}")
            if step >= CFG["total_steps"]:
                break
    print("training finished")


if __name__ == "__main__":
    main()
