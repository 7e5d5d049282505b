"""Parity check of a Keras port of a PyTorch pre-LN transformer MLP block.
Reference activations come from the PyTorch model (nn.LayerNorm default eps=1e-5),
re-computed here in numpy from the same weights so the check runs without torch."""
import logging
import numpy as np
import keras
from keras import layers

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("port_block")
keras.utils.set_random_seed(0)
D, T, B = 32, 16, 4
rng = np.random.default_rng(0)
W1 = (rng.standard_normal((D, 4 * D)) * 0.2).astype("float32")
W2 = (rng.standard_normal((4 * D, D)) * 0.2).astype("float32")
# activations after a residual stream with small variance (late layers of the torch model)
x = (rng.standard_normal((B, T, D)) * 0.03).astype("float32")


def torch_reference(x):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5)          # nn.LayerNorm(D) default eps
    h = np.maximum(h @ W1, 0.0) @ W2
    return x + h


inp = keras.Input(shape=(T, D))
h = layers.LayerNormalization(name="ln")(inp)   # Keras default epsilon
h = layers.Dense(4 * D, use_bias=False, activation="relu", name="fc1")(h)
h = layers.Dense(D, use_bias=False, name="fc2")(h)
out = layers.Add()([inp, h])
block = keras.Model(inp, out, name="mlp_block")
block.get_layer("fc1").set_weights([W1])
block.get_layer("fc2").set_weights([W2])
log.info("loaded torch weights into %s (%d params)", block.name, block.count_params())

ref = torch_reference(x)
got = block.predict(x, verbose=0)
diff = np.abs(ref - got)
log.info("parity vs torch reference: max abs diff %.3e, mean abs diff %.3e (tol 1e-4)", diff.max(), diff.mean())
log.info("relative error %.3e", float(np.linalg.norm(ref - got) / np.linalg.norm(ref)))
log.info("port done, exporting block to mlp_block.keras")
block.save("/home/user/project/mlp_block_007.keras")
