"""Train a small keyword-spotting MLP in Flax, then export it to a TF SavedModel for serving."""
import logging, os
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("kws")
EXPORT_DIR = "/home/user/project/kws_savedmodel"

class KWS(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(96)(x)); x = nn.relu(nn.Dense(48)(x))
        return nn.Dense(8)(x)

def main():
    rng = np.random.default_rng(3)
    protos = rng.normal(size=(8, 40)).astype(np.float32)
    y = rng.integers(0, 8, 4000).astype(np.int32)
    x = protos[y] + 0.8 * rng.normal(size=(4000, 40)).astype(np.float32)
    model = KWS()
    state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x[:1])["params"],
                                          tx=optax.adam(1e-3))

    @jax.jit
    def step(state, xb, yb):
        def lf(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (l, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), l, (logits.argmax(-1) == yb).mean()

    for epoch in range(3):
        for i in range(0, 3500, 50):
            state, loss, acc = step(state, x[i:i+50], y[i:i+50])
        va = float((model.apply({"params": state.params}, x[3500:]).argmax(-1) == y[3500:]).mean())
        log.info("epoch %d loss %.4f acc %.3f val_acc %.3f", epoch, float(loss), float(acc), va)

    log.info("exporting to SavedModel at %s", EXPORT_DIR)
    from jax.experimental import jax2tf
    import tensorflow as tf
    predict = jax2tf.convert(lambda inp: model.apply({"params": state.params}, inp), polymorphic_shapes=["(b, 40)"])
    module = tf.Module()
    module.f = tf.function(predict, input_signature=[tf.TensorSpec([None, 40], tf.float32)], autograph=False)
    tf.saved_model.save(module, EXPORT_DIR)
    log.info("export done")

if __name__ == "__main__":
    main()
