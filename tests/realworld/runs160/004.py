"""Speaker-embedding model with an ArcFace (additive angular margin) head, ported from a PyTorch recipe."""
import time, json
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

N_SPK, FEAT, EMB = 10, 40, 3   # 3-D embeddings so they can be plotted on the unit sphere
S, M = 64.0, 0.5          # ArcFace scale / margin (same as the torch config)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(123).normal(size=(N_SPK, FEAT)).astype(np.float32)
    y = rng.integers(0, N_SPK, n)
    x = centers[y] + 0.4 * rng.normal(size=(n, FEAT)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)

xtr, ytr = make_data(4096, 0)
xva, yva = make_data(512, 1)

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(EMB)(x)

class ArcFace(nn.Module):
    @nn.compact
    def __call__(self, emb, labels):
        W = self.param("W", nn.initializers.xavier_uniform(), (EMB, N_SPK))
        emb = emb / jnp.linalg.norm(emb, axis=-1, keepdims=True)
        W = W / jnp.linalg.norm(W, axis=0, keepdims=True)
        cos = emb @ W                                   # F.linear(F.normalize(x), F.normalize(W))
        theta = jnp.arccos(cos)                         # torch.acos(cosine)
        target = jnp.cos(theta + M)
        onehot = jax.nn.one_hot(labels, N_SPK)
        return S * (onehot * target + (1 - onehot) * cos), cos

class Model(nn.Module):
    def setup(self):
        self.enc, self.head = Encoder(), ArcFace()
    def __call__(self, x, y):
        return self.head(self.enc(x), y)

model = Model()
params = model.init(jax.random.PRNGKey(0), xtr[:2], ytr[:2])["params"]
tx = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(2e-3))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        logits, _ = model.apply({"params": p}, x, y)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    gn = optax.global_norm(g)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, gn

@jax.jit
def evaluate(params, x, y):
    _, cos = model.apply({"params": params}, x, y)
    return (cos.argmax(-1) == y).mean()

BATCH, EPOCHS = 128, 10
spe = len(xtr) // BATCH
rng = np.random.default_rng(0)
gstep, t0 = 0, time.time()
for epoch in range(EPOCHS):
    perm = rng.permutation(len(xtr))
    for s in range(spe):
        idx = perm[s * BATCH:(s + 1) * BATCH]
        params, opt_state, loss, gn = train_step(params, opt_state, xtr[idx], ytr[idx])
        gstep += 1
        if gstep % 16 == 0:
            print({"loss": round(float(loss), 4), "grad_norm": round(float(gn), 4), "learning_rate": 2e-3,
                   "epoch": round(gstep / spe, 2), "step": gstep})
    print({"eval_accuracy": round(float(evaluate(params, xva, yva)), 4), "epoch": float(epoch + 1)})
print({"train_runtime": round(time.time() - t0, 2), "train_steps": gstep})
