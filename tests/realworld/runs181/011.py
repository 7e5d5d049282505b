"""Next-token LM pre-processing + training (Flax linen, optax).

Targets are precomputed as one-hot vectors once, on the host, so the jitted step can use
optax.softmax_cross_entropy directly (the torch version did F.cross_entropy on class indices).
"""
import logging
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(message)s")
log = logging.getLogger(__name__)

VOCAB_SIZE = 32000     # sentencepiece model from the torch project
SEQ_LEN = 128
NUM_SEQS = 50000
BATCH = 32


class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB_SIZE, 128)(ids)
        x = nn.RNN(nn.GRUCell(128))(x)
        return nn.Dense(VOCAB_SIZE)(x)


def load_token_stream():
    # stand-in for the tokenised corpus shards (np.memmap in the real pipeline)
    rng = np.random.RandomState(0)
    return rng.randint(0, VOCAB_SIZE, NUM_SEQS * (SEQ_LEN + 1), dtype=np.int32)


def build_dataset(stream):
    seqs = stream.reshape(NUM_SEQS, SEQ_LEN + 1)
    inputs, targets = seqs[:, :-1], seqs[:, 1:]
    log.info("inputs %s %s, targets %s", inputs.shape, inputs.dtype, targets.shape)
    t0 = time.time()
    one_hot = np.eye(VOCAB_SIZE, dtype=np.float32)[targets]
    log.info("one-hot targets built in %.1fs: %s", time.time() - t0, one_hot.shape)
    return inputs, one_hot


def main():
    log.info("jax %s, devices %s", jax.__version__, jax.devices())
    stream = load_token_stream()
    log.info("loaded %d tokens", stream.size)
    inputs, targets = build_dataset(stream)
    model = TinyLM()
    params = model.init(jax.random.PRNGKey(0), inputs[:1])
    tx = optax.adamw(3e-4)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x, t):
        def loss_fn(p):
            return optax.softmax_cross_entropy(model.apply(p, x), t).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for i in range(0, 10 * BATCH, BATCH):
        params, opt_state, loss = step(params, opt_state, inputs[i:i + BATCH], targets[i:i + BATCH])
        log.info("step %d loss %.4f", i // BATCH, float(loss))


if __name__ == "__main__":
    main()
