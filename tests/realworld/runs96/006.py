"""Tiny masked-language-model pretraining in Flax. Loss computed only on masked positions,
as in the PyTorch reference: loss = F.cross_entropy(logits[mask], labels[mask])."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, D, MASK_ID = 256, 32, 64, 1


class TinyEncoder(nn.Module):
    @nn.compact
    def __call__(self, tokens, train=True):
        pos = self.param("pos", nn.initializers.normal(0.02), (SEQ, D))
        h = nn.Embed(VOCAB, D)(tokens) + pos
        h = h + nn.SelfAttention(num_heads=4, deterministic=not train)(nn.LayerNorm()(h))
        h = h + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(h))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(h))


def mask_tokens(rng, tokens, p=0.15):
    mask = rng.random(tokens.shape) < p
    inputs = np.where(mask, MASK_ID, tokens)
    return inputs, tokens, mask


model = TinyEncoder()
rng = np.random.default_rng(0)
corpus = rng.integers(2, VOCAB, size=(2000, SEQ))
params = model.init(jax.random.PRNGKey(0), corpus[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4))
print(f"model parameters: {sum(x.size for x in jax.tree_util.tree_leaves(params)):,}")


@jax.jit
def train_step(state, inputs, labels, mask):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, inputs)
        return optax.softmax_cross_entropy_with_integer_labels(logits[mask], labels[mask]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


for step in range(300):
    batch = corpus[rng.integers(0, len(corpus), 16)]
    inputs, labels, mask = mask_tokens(rng, batch)
    state, loss = train_step(state, inputs, labels, mask)
    if step % 50 == 0:
        print(f"step {step} mlm_loss {float(loss):.4f}")
