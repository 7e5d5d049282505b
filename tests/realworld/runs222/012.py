# Small CNN, custom GradientTape loop over tf.data, then save as .keras and reload for inference.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(12)
N = 4000
templates = rng.normal(size=(5, 16, 16, 1)).astype("float32")
labels = rng.integers(0, 5, size=N).astype("int32")
images = (templates[labels] + 0.8 * rng.normal(size=(N, 16, 16, 1))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((images[:3500], labels[:3500])).shuffle(3500, seed=0).batch(64).prefetch(2)
val_x, val_y = images[3500:], labels[3500:]

model = keras.Sequential([
    keras.Input(shape=(16, 16, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"), keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"), keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(5),
])
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

for epoch in range(1, 5):
    acc.reset_state()
    losses = [float(train_step(xb, yb)) for xb, yb in train]
    val_acc = np.mean(np.argmax(model.predict(val_x, verbose=0), 1) == val_y)
    print(f"epoch {epoch} loss {np.mean(losses):.4f} train_acc {float(acc.result()):.4f} val_acc {val_acc:.4f}")

model.save("cnn_012.keras")
reloaded = keras.models.load_model("cnn_012.keras")
p1, p2 = model.predict(val_x, verbose=0), reloaded.predict(val_x, verbose=0)
print(f"reloaded val_acc {np.mean(np.argmax(p2, 1) == val_y):.4f} max_abs_diff {np.abs(p1 - p2).max():.2e}")
