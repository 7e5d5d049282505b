"""Sentiment classifier ported from a torch/torchtext script: TextVectorization + Embedding + BiLSTM."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(0); np.random.seed(0); keras.utils.set_random_seed(0)

POS = ["great", "wonderful", "loved", "superb", "enjoyable", "brilliant", "moving", "fun"]
NEG = ["boring", "awful", "hated", "dull", "terrible", "waste", "mess", "bland"]
FILL = ["the", "movie", "plot", "actors", "was", "really", "quite", "and", "film", "story", "i", "it"]

def make_review(label):
    words = random.choices(FILL, k=random.randint(6, 18))
    words += random.choices(POS if label else NEG, k=random.randint(1, 3))
    random.shuffle(words)
    return " ".join(words)

labels = np.random.randint(0, 2, size=2000)
texts = [make_review(l) for l in labels]
print(f"loaded {len(texts)} reviews, positive ratio {labels.mean():.3f}")

BATCH = 32
train_ds = tf.data.Dataset.from_tensor_slices((texts[:1600], labels[:1600])).shuffle(1600).batch(BATCH)
val_ds = tf.data.Dataset.from_tensor_slices((texts[1600:], labels[1600:])).batch(BATCH)

vectorize = layers.TextVectorization(max_tokens=5000, output_mode="int", output_sequence_length=32)
# build vocab from the training split (torchtext: build_vocab_from_iterator(train_iter))
vectorize.adapt(train_ds)
print("vocab size:", vectorize.vocabulary_size())

model = keras.Sequential([
    keras.Input(shape=(1,), dtype="string"),
    vectorize,
    layers.Embedding(5000, 64, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3)
print("val:", model.evaluate(val_ds, verbose=0))
