# Ordinal regression head migrated from PyTorch: custom smooth-L1 loss on rating targets.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(2)
feats = rng.normal(size=(4096, 16)).astype("float32")
ratings = np.clip(np.round(feats[:, :4].sum(1) + 3), 1, 5).astype("int64")
ds = (tf.data.Dataset.from_tensor_slices({"features": feats, "rating": ratings})
      .shuffle(4096, seed=0).batch(128).prefetch(2))

model = keras.Sequential([keras.Input(shape=(16,)), keras.layers.Dense(64, activation="gelu"),
                          keras.layers.LayerNormalization(), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(3e-3)

def smooth_l1(target, pred, beta=1.0):
    diff = tf.abs(target - tf.squeeze(pred, -1))
    return tf.reduce_mean(tf.where(diff < beta, 0.5 * diff ** 2 / beta, diff - 0.5 * beta))

@tf.function
def train_step(batch):
    with tf.GradientTape() as tape:
        pred = model(batch["features"], training=True)
        loss = smooth_l1(batch["rating"], pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

print("num params:", model.count_params())
for epoch in range(5):
    losses = [float(train_step(b)) for b in ds]
    print(f"epoch {epoch+1} loss {np.mean(losses):.4f}")
