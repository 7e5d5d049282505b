"""Graph attention network (GAT-style) node classifier on a synthetic citation graph, sparse adjacency as BCOO
(ported from a torch.sparse implementation)."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.experimental import sparse

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("gat")

N_NODES, N_FEAT, N_HID, N_CLASS = 600, 32, 16, 3


def make_graph(seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, N_CLASS, N_NODES)
    centers = rng.normal(size=(N_CLASS, N_FEAT))
    x = centers[y] + 1.5 * rng.normal(size=(N_NODES, N_FEAT))
    src, dst = [], []
    for i in range(N_NODES):
        same = np.flatnonzero(y == y[i])
        nbrs = np.concatenate([rng.choice(same, 4), rng.integers(0, N_NODES, 1), [i]])  # self loop
        src += [i] * len(nbrs); dst += list(nbrs)
    idx = np.unique(np.stack([src, dst], 1), axis=0)
    adj = sparse.BCOO((jnp.ones(len(idx), jnp.float32), jnp.asarray(idx, jnp.int32)), shape=(N_NODES, N_NODES))
    return jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.int32), adj


def init_params(key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    glorot = jax.nn.initializers.glorot_uniform()
    return {"W1": glorot(k1, (N_FEAT, N_HID)), "a_src": glorot(k2, (N_HID, 1)), "a_dst": glorot(k3, (N_HID, 1)),
            "W2": glorot(k4, (N_HID, N_CLASS))}


def gat_forward(params, adj, x):
    h = x @ params["W1"]
    e_src = jax.nn.leaky_relu(h @ params["a_src"], 0.2)
    e_dst = jax.nn.leaky_relu(h @ params["a_dst"], 0.2)
    scores = adj * (e_src + e_dst.T)          # only edges keep a score
    attn = jax.nn.softmax(scores, axis=-1)    # torch.sparse.softmax(scores, dim=1)
    h = jax.nn.elu(attn @ h)
    return h @ params["W2"]


def main():
    x, y, adj = make_graph()
    log.info("graph: %d nodes, %d edges (nse), features %d", N_NODES, adj.nse, N_FEAT)
    train_mask = jnp.arange(N_NODES) < 400
    params = init_params(jax.random.PRNGKey(0))
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)
    forward = sparse.sparsify(gat_forward)

    @jax.jit
    def step(params, opt_state):
        def loss_fn(p):
            logits = forward(p, adj, x)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, y)
            return jnp.sum(ce * train_mask) / train_mask.sum(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state)
        acc = ((logits.argmax(-1) == y) & ~train_mask).sum() / (~train_mask).sum()
        return optax.apply_updates(params, updates), opt_state, loss, acc

    t0 = time.time()
    for epoch in range(1, 101):
        params, opt_state, loss, val_acc = step(params, opt_state)
        if epoch % 20 == 0:
            log.info("epoch %3d loss %.4f val_acc %.3f (%.1fs)", epoch, float(loss), float(val_acc), time.time() - t0)


if __name__ == "__main__":
    main()
