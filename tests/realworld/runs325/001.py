import numpy as np
import tensorflow as tf
import keras

# Custom training loop ported from a PyTorch trainer; train_step compiled with a fixed signature
rng = np.random.default_rng(1)
N, T, V, C = 1000, 20, 500, 3
BATCH = 32
tokens = rng.integers(1, V, size=(N, T)).astype("int32")
labels = rng.integers(0, C, size=(N,)).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((tokens, labels)).shuffle(N, seed=1).batch(BATCH)

model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    keras.layers.Embedding(V, 32),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(32, activation="gelu"),
    keras.layers.Dense(C),
])
opt = keras.optimizers.Adam(learning_rate=3e-4)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function(input_signature=[tf.TensorSpec([BATCH, T], tf.int32), tf.TensorSpec([BATCH], tf.int32)])
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    total, n = 0.0, 0
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        total += float(loss); n += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
    print(f"epoch {epoch} mean loss {total / n:.4f}", flush=True)
