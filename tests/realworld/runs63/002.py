# Masked-LM loss ported from a PyTorch/transformers training loop: only positions whose label is not
# -100 contribute (torch: logits[labels != -100]). Loss runs under jax.jit.
import jax
import jax.numpy as jnp
import numpy as np
import optax

VOCAB, D, T, B = 100, 32, 16, 8
rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
params = {
    "emb": jax.random.normal(key, (VOCAB, D)) * 0.02,
    "out": jax.random.normal(jax.random.fold_in(key, 1), (D, VOCAB)) * 0.02,
}


def mlm_loss(params, input_ids, labels):
    h = params["emb"][input_ids]
    logits = h @ params["out"]
    keep = labels != -100
    logits = logits[keep]
    targets = labels[keep]
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


@jax.jit
def step(params, input_ids, labels):
    loss, grads = jax.value_and_grad(mlm_loss)(params, input_ids, labels)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss


input_ids = rng.integers(0, VOCAB, size=(B, T))
labels = np.where(rng.random((B, T)) < 0.15, input_ids, -100)
print("masked positions in batch:", int((labels != -100).sum()))
params, loss = step(params, input_ids, labels)
print("loss", loss)
