# GPT-style LM in flax.nnx, data parallel over 4 host CPU devices, optax chain + MultiSteps accumulation,
# Orbax checkpoint save / restore / eval at the end.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import time
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx
import orbax.checkpoint as ocp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

VOCAB, D, HEADS, LAYERS, SEQ, BATCH, ACCUM = 384, 128, 4, 2, 64, 16, 2
CKPT = os.path.abspath("ckpt_013")


class Block(nnx.Module):
    def __init__(self, rngs):
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(HEADS, D, decode=False, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.fc = nnx.Linear(D, 4 * D, rngs=rngs)
        self.proj = nnx.Linear(4 * D, D, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)

    def __call__(self, x, mask):
        x = x + self.drop(self.attn(self.ln1(x), mask=mask))
        return x + self.drop(self.proj(nnx.gelu(self.fc(self.ln2(x)))))


class GPT(nnx.Module):
    def __init__(self, rngs):
        self.wte = nnx.Embed(VOCAB, D, rngs=rngs)
        self.wpe = nnx.Embed(SEQ, D, rngs=rngs)
        self.blocks = nnx.List([Block(rngs) for _ in range(LAYERS)])
        self.ln_f = nnx.LayerNorm(D, rngs=rngs)

    def __call__(self, ids):
        mask = nnx.make_causal_mask(ids)
        x = self.wte(ids) + self.wpe(jnp.arange(ids.shape[1]))[None]
        for b in self.blocks:
            x = b(x, mask)
        return self.wte.attend(self.ln_f(x))


def loader(rng, n_batches):
    succ = np.random.default_rng(11).integers(0, VOCAB, size=(VOCAB, 3))
    for _ in range(n_batches):
        out = np.empty((BATCH, SEQ + 1), np.int32)
        out[:, 0] = rng.integers(0, VOCAB, BATCH)
        for t in range(1, SEQ + 1):
            out[:, t] = succ[out[:, t - 1], rng.integers(0, 3, BATCH)]
        yield out


def loss_fn(model, batch):
    logits = model(batch[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(loss_fn)(model, batch)
    optimizer.update(model, grads)
    return loss, optax.global_norm(grads)


@nnx.jit
def eval_step(model, batch):
    return loss_fn(model, batch)


def main():
    shutil.rmtree(CKPT, ignore_errors=True)
    mesh = Mesh(np.array(jax.devices()), ("data",))
    print(f"devices {jax.device_count()}, mesh {dict(mesh.shape)}")
    sharding = NamedSharding(mesh, P("data", None))
    model = GPT(nnx.Rngs(params=0, dropout=1))
    total_steps = 120
    sched = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 10, total_steps, end_value=1e-5)
    tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, b2=0.95, weight_decay=0.1)),
                          every_k_schedule=ACCUM)
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    rng = np.random.default_rng(0)
    t0 = time.time()
    for micro, batch in enumerate(loader(rng, total_steps * ACCUM), 1):
        model.train()
        loss, gnorm = train_step(model, optimizer, jax.device_put(batch, sharding))
        if micro % (10 * ACCUM) == 0:
            step = micro // ACCUM
            print(f"step {step:4d} | loss {float(loss):.4f} | grad_norm {float(gnorm):.3f} | "
                  f"lr {float(sched(step)):.2e} | {time.time()-t0:.1f}s")
    model.eval()
    val = [jax.device_put(b, sharding) for b in loader(np.random.default_rng(99), 8)]
    val_loss = np.mean([float(eval_step(model, b)) for b in val])
    print(f"val loss {val_loss:.4f} ppl {np.exp(val_loss):.2f}")

    ckptr = ocp.StandardCheckpointer()
    ckptr.save(os.path.join(CKPT, "final"), nnx.state(model, nnx.Param))
    ckptr.wait_until_finished()
    print(f"saved {CKPT}/final")

    fresh = GPT(nnx.Rngs(params=123, dropout=1))
    abstract = jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=x.sharding),
                            nnx.state(fresh, nnx.Param))
    restored = ckptr.restore(os.path.join(CKPT, "final"), abstract)
    nnx.update(fresh, restored)
    fresh.eval()
    r_loss = np.mean([float(eval_step(fresh, b)) for b in val])
    print(f"restored model val loss {r_loss:.4f} ppl {np.exp(r_loss):.2f}")


if __name__ == "__main__":
    main()
