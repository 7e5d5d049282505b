"""Custom training loop for a small CNN on synthetic 'shapes' images (port of a PyTorch train.py)."""
import time
import numpy as np
import tensorflow as tf
import keras

SEED = 0
BATCH_SIZE = 64
EPOCHS = 4
LR = 1e-3
NUM_CLASSES = 4

rng = np.random.default_rng(SEED)
keras.utils.set_random_seed(SEED)


def make_images(n):
    """Class k = a bright bar in quadrant k plus noise."""
    x = rng.normal(0.0, 0.3, size=(n, 32, 32, 1)).astype("float32")
    y = rng.integers(0, NUM_CLASSES, size=n).astype("int64")
    for i, k in enumerate(y):
        r, c = divmod(int(k), 2)
        x[i, r * 16 + 4:r * 16 + 12, c * 16 + 6:c * 16 + 10, 0] += 1.5
    return x, y


x_train, y_train = make_images(4096)
x_val, y_val = make_images(1024)

train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
            .shuffle(4096, seed=SEED)
            .batch(BATCH_SIZE)
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)


def build_model():
    inp = keras.Input((32, 32, 1))
    h = keras.layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
    h = keras.layers.MaxPooling2D()(h)
    h = keras.layers.Conv2D(32, 3, padding="same", activation="relu")(h)
    h = keras.layers.MaxPooling2D()(h)
    h = keras.layers.Conv2D(64, 3, padding="same", activation="relu")(h)
    h = keras.layers.GlobalAveragePooling2D()(h)
    h = keras.layers.Dropout(0.1)(h)
    out = keras.layers.Dense(NUM_CLASSES)(h)
    return keras.Model(inp, out, name="small_cnn")


model = build_model()
model.summary()
optimizer = keras.optimizers.AdamW(learning_rate=LR, weight_decay=1e-4)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_loss = keras.metrics.Mean(name="train_loss")
train_acc = keras.metrics.SparseCategoricalAccuracy(name="train_acc")
val_acc = keras.metrics.SparseCategoricalAccuracy(name="val_acc")


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)
    train_acc.update_state(y, logits)
    return loss


@tf.function
def eval_step(x, y):
    val_acc.update_state(y, model(x, training=False))


step = 0
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    train_loss.reset_state(); train_acc.reset_state(); val_acc.reset_state()
    for x, y in train_ds:
        loss = train_step(x, y)
        step += 1
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    for x, y in val_ds:
        eval_step(x, y)
    print(f"epoch {epoch} done in {time.time() - t0:.1f}s train_loss {float(train_loss.result()):.4f} "
          f"train_acc {float(train_acc.result()):.4f} val_acc {float(val_acc.result()):.4f}")

model.save_weights("cnn_001.weights.h5")
print("saved weights to cnn_001.weights.h5")
