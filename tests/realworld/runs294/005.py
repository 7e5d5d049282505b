# Stage 1: pretrain small text classifier and save with Orbax. Stage 2: resume for fine-tuning after
# the tokenizer was extended with domain tokens.
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp

class BagOfWords(nn.Module):
    vocab: int
    @nn.compact
    def __call__(self, tok):
        h = nn.Embed(self.vocab, 64)(tok).mean(1)
        h = nn.relu(nn.Dense(128)(h))
        return nn.Dense(2)(h)

def loader(vocab, n=2048, bs=64, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n // bs):
        tok = rng.integers(0, vocab, size=(bs, 32))
        yield tok, ((tok < vocab // 2).sum(1) > 16).astype(np.int32)

def train(model, params, vocab, epochs):
    tx = optax.adam(1e-3); st = tx.init(params)
    @jax.jit
    def step(p, st, t, y):
        l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, t), y).mean())(p)
        u, st = tx.update(g, st); return optax.apply_updates(p, u), st, l
    for e in range(epochs):
        for i, (t, y) in enumerate(loader(vocab, seed=e)):
            params, st, l = step(params, st, t, y)
        print(f"epoch {e} loss {float(l):.4f}")
    return params

ckpt_dir = os.path.abspath('ckpt_005')
shutil.rmtree(ckpt_dir, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()

print("== pretraining (vocab 8000)")
m1 = BagOfWords(8000)
p1 = m1.init(jax.random.PRNGKey(0), jnp.zeros((1, 32), jnp.int32))
p1 = train(m1, p1, 8000, 2)
ckptr.save(os.path.join(ckpt_dir, 'pretrain'), p1)
ckptr.wait_until_finished()
print("saved", os.path.join(ckpt_dir, 'pretrain'))

print("== fine-tuning (vocab 8192 after adding domain tokens)")
m2 = BagOfWords(8192)
abstract = jax.eval_shape(lambda: m2.init(jax.random.PRNGKey(1), jnp.zeros((1, 32), jnp.int32)))
p2 = ckptr.restore(os.path.join(ckpt_dir, 'pretrain'), abstract)
print("restored checkpoint")
p2 = train(m2, p2, 8192, 1)
