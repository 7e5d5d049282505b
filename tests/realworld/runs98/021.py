"""Custom training loop for a string-input intent classifier: TextVectorization in the tf.data
pipeline, ragged token ids padded per batch, tf.function with input_signature + reduce_retracing."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(21)
intents = {0: ["play", "song", "music", "album"], 1: ["weather", "rain", "sunny", "forecast"],
           2: ["alarm", "wake", "timer", "minutes"]}
filler = ["please", "the", "a", "for", "me", "now", "today", "can", "you"]
texts, labels = [], []
for _ in range(900):
    c = int(rng.integers(0, 3))
    words = list(rng.choice(intents[c], size=int(rng.integers(1, 3)))) + \
        list(rng.choice(filler, size=int(rng.integers(1, 6))))
    rng.shuffle(words)
    texts.append(" ".join(words))
    labels.append(c)
texts, labels = np.array(texts), np.array(labels, "int32")

vectorizer = layers.TextVectorization(max_tokens=200, output_mode="int", ragged=True)
vectorizer.adapt(texts)
print("vocab size:", vectorizer.vocabulary_size())

ds = (tf.data.Dataset.from_tensor_slices((texts, labels)).shuffle(900, seed=0).batch(32)
      .map(lambda t, y: (vectorizer(t).to_tensor(default_value=0), y), num_parallel_calls=tf.data.AUTOTUNE)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([keras.Input(shape=(None,), dtype="int64"),
                          layers.Embedding(200, 32, mask_zero=True),
                          layers.GlobalAveragePooling1D(),
                          layers.Dense(3)])
optimizer = keras.optimizers.Adam(5e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.int64), tf.TensorSpec([None], tf.int32)],
             reduce_retracing=True)
def train_step(tokens, y):
    with tf.GradientTape() as tape:
        logits = model(tokens, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(y, logits)
    return loss


for epoch in range(4):
    losses = [float(train_step(tok, y)) for tok, y in ds]
    print({"epoch": epoch, "loss": round(float(np.mean(losses)), 4), "acc": round(float(acc.result()), 3)})
    acc.reset_state()
print("traces:", train_step.experimental_get_tracing_count())

serve = tf.function(lambda s: tf.argmax(model(vectorizer(s).to_tensor()), -1),
                    input_signature=[tf.TensorSpec([None], tf.string)])
print("predict:", serve(tf.constant(["play the album please", "rain today", "wake me in ten minutes"])).numpy())
