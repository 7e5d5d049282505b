# Healthy: tiny Transformer encoder for sequence classification with Optax AdamW + grad accumulation via optax.MultiSteps.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

VOCAB, T, D = 64, 24, 64

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=4, qkv_features=D)(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))
        return x + h

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        pad = ids != 0
        mask = nn.make_attention_mask(pad, pad)
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (T, D))
        for _ in range(2):
            x = Block()(x, mask)
        x = nn.LayerNorm()(x)
        pooled = (x * pad[..., None]).sum(1) / pad.sum(1, keepdims=True)
        return nn.Dense(2)(pooled)

g = np.random.default_rng(0)
def make(n):
    ids = g.integers(1, VOCAB, size=(n, T)).astype(np.int32)
    lens = g.integers(8, T + 1, size=n)
    for b, l in enumerate(lens): ids[b, l:] = 0
    # label: does token 7 appear in the sequence
    y = (ids == 7).any(1).astype(np.int32)
    return ids, y
X_tr, Y_tr = make(4000); X_va, Y_va = make(500)
print("train", X_tr.shape, "positives", Y_tr.mean().round(3))

model = Encoder()
tx = optax.MultiSteps(optax.adamw(1e-3, weight_decay=0.01), every_k_schedule=2)
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X_tr[:1])["params"], tx=tx)
print("params:", sum(x.size for x in jax.tree_util.tree_leaves(state.params)))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean()

for epoch in range(4):
    perm = g.permutation(len(X_tr)); ls, acs = [], []
    for i in range(0, len(X_tr), 32):
        j = perm[i:i+32]
        state, loss, acc = train_step(state, X_tr[j], Y_tr[j])
        ls.append(float(loss)); acs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(acs):.4f} val_acc {float(eval_step(state.params, X_va, Y_va)):.4f}")
