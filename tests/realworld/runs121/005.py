"""Custom GradientTape loop for a news-topic classifier, accuracy written like torch (pred == y).float().mean()."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(2)
X = rng.normal(size=(1600, 40)).astype("float32")
y = (np.argmax(X[:, :5], axis=1)).astype("int32")       # labels from the CSV loader are int32

train_ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1600, seed=0).batch(64)

model = keras.Sequential([keras.Input((40,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(5)])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt = keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, axis=-1), yb), tf.float32))
    return loss, acc

for epoch in range(3):
    for step, (xb, yb) in enumerate(train_ds):
        loss, acc = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.numpy():.4f} acc {acc.numpy():.3f}")
