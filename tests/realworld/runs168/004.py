"""SimCLR-style contrastive pre-training of a small encoder, ported from a PyTorch AMP script.
Mixed precision via the Keras global policy; custom GradientTape loop with loss scaling."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype,
      "variable dtype:", keras.mixed_precision.global_policy().variable_dtype)

BATCH, STEPS, TEMPERATURE = 64, 60, 0.07
rng = np.random.default_rng(3)
protos = rng.normal(size=(10, 48)).astype("float32")


def make_views(n):
    cls = rng.integers(0, 10, size=n)
    base = protos[cls] + 0.3 * rng.normal(size=(n, 48)).astype("float32")
    v1 = base + 0.1 * rng.normal(size=base.shape).astype("float32")
    v2 = base + 0.1 * rng.normal(size=base.shape).astype("float32")
    return v1, v2


encoder = keras.Sequential([
    keras.Input(shape=(48,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(32),                       # projection head
], name="encoder")

opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))


def info_nce(z1, z2):
    # torch: logits = z1 @ z2.T / T ; loss = F.cross_entropy(logits, arange(B))
    z1 = tf.math.l2_normalize(z1, axis=1)
    z2 = tf.math.l2_normalize(z2, axis=1)
    logits = tf.matmul(z1, z2, transpose_b=True) / TEMPERATURE
    # written out by hand, as in the original repo's `stable_softmax` helper
    e = tf.exp(logits)
    probs = e / tf.reduce_sum(e, axis=1, keepdims=True)
    labels = tf.range(tf.shape(z1)[0])
    p_pos = tf.gather(probs, labels, axis=1, batch_dims=1)
    return -tf.reduce_mean(tf.math.log(p_pos + 1e-6))


@tf.function
def train_step(v1, v2):
    with tf.GradientTape() as tape:
        loss = info_nce(encoder(v1, training=True), encoder(v2, training=True))
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, encoder.trainable_variables)
    opt.apply(grads, encoder.trainable_variables)
    return loss


t0 = time.time()
for step in range(1, STEPS + 1):
    v1, v2 = make_views(BATCH)
    loss = train_step(tf.constant(v1), tf.constant(v2))
    if step == 1 or step % 10 == 0:
        print(f"step {step:4d}/{STEPS}  loss {float(loss):.4f}  loss_scale {float(opt.dynamic_scale):.0f}  "
              f"({time.time() - t0:.1f}s)", flush=True)
encoder.save_weights("/home/user/project/simclr_encoder_004.weights.h5")
print("saved encoder weights")
