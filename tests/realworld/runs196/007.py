"""Sentiment classifier with TextVectorization and a hand-written GradientTape training loop."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
pos = ["great movie", "loved it", "wonderful acting", "really enjoyable film", "a delight", "superb and moving"]
neg = ["terrible movie", "hated it", "awful acting", "really boring film", "a disaster", "dull and painful"]
rng = np.random.default_rng(0)
texts, labels = [], []
for _ in range(800):
    lab = rng.integers(0, 2)
    phrase = rng.choice(pos if lab else neg)
    filler = " ".join(rng.choice(["the", "plot", "was", "and", "i", "think", "honestly"], size=rng.integers(1, 6)))
    texts.append(f"{filler} {phrase} {filler}")
    labels.append(lab)
texts, labels = np.array(texts), np.array(labels, dtype="float32")

vectorizer = layers.TextVectorization(max_tokens=200, output_sequence_length=16)
vectorizer.adapt(texts)

model = keras.Sequential([
    layers.Embedding(200, 16),
    layers.GlobalAveragePooling1D(),
    layers.Dense(16, activation="relu"),
    layers.Dense(1),
])
optimizer = keras.optimizers.Adam(1e-2)
loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)
acc = keras.metrics.BinaryAccuracy(threshold=0.0)

ds = tf.data.Dataset.from_tensor_slices((texts, labels)).shuffle(800).batch(32)
ds = ds.map(lambda t, y: (vectorizer(t), y), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = tf.squeeze(model(x, training=True), -1)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(y, logits)
    return loss

for epoch in range(4):
    t0 = time.time()
    acc.reset_state()
    losses = []
    for step, (x, y) in enumerate(ds):
        losses.append(float(train_step(x, y)))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {losses[-1]:.4f}")
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4),
           "train_acc": round(float(acc.result()), 4), "time_s": round(time.time() - t0, 2)})
