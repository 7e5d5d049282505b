# Custom training loop migrated from a PyTorch script (loss.item() logging kept).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
x = rng.normal(size=(2048, 20)).astype("float32")
w_true = rng.normal(size=(20, 3)).astype("float32")
y = np.argmax(x @ w_true, axis=1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=1).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(20,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(3),
])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
history = []

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy())
    return loss

for epoch in range(5):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
    print(f"epoch {epoch} loss {np.mean(history[-32:]):.4f}")
