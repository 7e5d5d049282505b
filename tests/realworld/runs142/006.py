"""Word-level LM on a text corpus (Flax linen). Targets are precomputed as one-hot like the
original Keras script did (categorical_crossentropy)."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(message)s", force=True)
log = logging.getLogger("lm")

VOCAB, SEQ, N_TOKENS = 32000, 128, 3_000_000

def load_corpus():
    # stands in for reading the tokenised shards (memmap of uint16 ids)
    rng = np.random.default_rng(0)
    ranks = rng.zipf(1.2, size=N_TOKENS)
    return np.minimum(ranks, VOCAB - 1).astype(np.int32)

class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 128)(ids)
        h = nn.RNN(nn.GRUCell(128))(h)
        return nn.Dense(VOCAB)(h)

def main():
    t0 = time.time()
    tokens = load_corpus()
    log.info("loaded %d tokens (vocab %d) in %.1fs", len(tokens), VOCAB, time.time() - t0)
    inputs = tokens[:-1]
    log.info("building one-hot targets ...")
    targets = np.zeros((len(tokens) - 1, VOCAB), dtype=np.float32)
    targets[np.arange(len(tokens) - 1), tokens[1:]] = 1.0
    n_seq = len(inputs) // SEQ
    inputs = inputs[: n_seq * SEQ].reshape(n_seq, SEQ)
    targets = targets[: n_seq * SEQ].reshape(n_seq, SEQ, VOCAB)
    log.info("dataset: %d sequences of %d tokens", n_seq, SEQ)

    model = TinyLM()
    params = model.init(jax.random.key(0), inputs[:2])["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy(model.apply({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    for i in range(0, n_seq, 16):
        params, opt_state, loss = step(params, opt_state, inputs[i:i+16], targets[i:i+16])
        if (i // 16) % 50 == 0:
            log.info("step %d loss %.4f", i // 16, float(loss))

if __name__ == "__main__":
    main()
