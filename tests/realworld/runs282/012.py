"""Subclassed encoder with a custom contrastive-style loss, custom metric and LR callback, custom training loop."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class Encoder(keras.Model):
    def __init__(self, dim=32, num_classes=5):
        super().__init__()
        self.net = keras.Sequential([layers.Dense(128, activation="relu"), layers.LayerNormalization(),
                                     layers.Dense(dim)])
        self.cls = layers.Dense(num_classes)

    def call(self, x, training=False):
        z = self.net(x, training=training)
        return self.cls(z), tf.math.l2_normalize(z, axis=-1)


def center_loss(z, y, num_classes=5):
    onehot = tf.one_hot(y, num_classes)
    centers = tf.linalg.matmul(onehot, z, transpose_a=True) / (tf.reduce_sum(onehot, 0)[:, None] + 1e-6)
    return tf.reduce_mean(tf.reduce_sum(tf.square(z - tf.gather(centers, y)), -1))


rng = np.random.default_rng(11)
y_np = rng.integers(0, 5, size=5000)
X_np = (rng.normal(scale=2.0, size=(5, 24))[y_np] + rng.normal(size=(5000, 24))).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((X_np[:4000], y_np[:4000])).shuffle(4000).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((X_np[4000:], y_np[4000:])).batch(500)

model = Encoder()
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-4)
ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits, z = model(xb, training=True)
        loss = ce(yb, logits) + 0.1 * center_loss(z, tf.cast(yb, tf.int32))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(yb, logits)
    return loss


step = 0
for epoch in range(5):
    train_acc.reset_state(); val_acc.reset_state()
    for xb, yb in train_ds:
        loss = train_step(xb, yb)
        step += 1
        if step % 10 == 0:
            print(f"step {step} loss {float(loss):.4f}")
    for xb, yb in val_ds:
        val_acc.update_state(yb, model(xb)[0])
    if epoch == 2:
        opt.learning_rate.assign(opt.learning_rate * 0.3)
    print(f"epoch {epoch + 1}: train_acc={float(train_acc.result()):.4f} val_acc={float(val_acc.result()):.4f} "
          f"lr={float(opt.learning_rate):.2e}")
model.save_weights("encoder.weights.h5")
print("saved encoder.weights.h5")
