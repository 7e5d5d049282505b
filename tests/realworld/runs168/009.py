"""Review sentiment classifier; training arguments ported from a HF Trainer config
(save_strategy / save_steps / eval_steps) onto Keras callbacks."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

train_args = {  # from the old TrainingArguments(...)
    "output_dir": "/home/user/project/sentiment_009",
    "num_train_epochs": 3,
    "per_device_train_batch_size": 32,
    "learning_rate": 2e-3,
    "save_strategy": "steps",
    "save_steps": 50,
    "logging_steps": 10,
}

rng = np.random.default_rng(9)
pos = ["great", "excellent", "love", "perfect", "amazing", "fast"]
neg = ["broken", "terrible", "refund", "slow", "awful", "never"]
filler = ["the", "product", "was", "and", "it", "arrived", "box", "i", "this", "seller", "quality"]


def review(label):
    words = list(rng.choice(filler, size=rng.integers(5, 15)))
    words += list(rng.choice(pos if label else neg, size=2))
    rng.shuffle(words)
    return " ".join(words)


labels = rng.integers(0, 2, size=3000)
texts = np.array([review(l) for l in labels])
vec = layers.TextVectorization(max_tokens=5000, output_sequence_length=24)
vec.adapt(texts[:2400])
print("vocab size:", vec.vocabulary_size())

ds = tf.data.Dataset.from_tensor_slices((texts, labels)).map(lambda t, l: (vec(t), l))
train_ds = ds.take(2400).shuffle(2400).batch(train_args["per_device_train_batch_size"])
val_ds = ds.skip(2400).batch(64)

model = keras.Sequential([
    keras.Input(shape=(24,), dtype="int64"),
    layers.Embedding(5000, 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(train_args["learning_rate"]),
              loss="binary_crossentropy", metrics=["accuracy"])

callbacks = [
    keras.callbacks.ModelCheckpoint(
        filepath=train_args["output_dir"] + "/checkpoint-{epoch:02d}.keras",
        save_freq=train_args["save_strategy"],
    ),
    keras.callbacks.CSVLogger(train_args["output_dir"] + "/log.csv"),
]
model.fit(train_ds, validation_data=val_ds, epochs=train_args["num_train_epochs"],
          callbacks=callbacks, verbose=2)
