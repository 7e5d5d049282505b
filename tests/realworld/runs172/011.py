"""Product-title category model: bag-of-words counts from TextVectorization on the full catalogue."""
import random
import string
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(11); np.random.seed(11); tf.random.set_seed(11)
N_DOCS, N_CATS = 120_000, 20

# titles mix common words with part numbers / SKUs, so the vocabulary is large
COMMON = [f"w{i}" for i in range(3000)]


def sku():
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=7))


cats = np.random.randint(0, N_CATS, N_DOCS)
titles = [" ".join(random.choices(COMMON[c * 150:(c + 1) * 150], k=4) + [sku(), sku()]) for c in cats]
print("example titles:", titles[:3])

bow = layers.TextVectorization(max_tokens=None, output_mode="count", standardize="lower_and_strip_punctuation")
bow.adapt(tf.data.Dataset.from_tensor_slices(titles).batch(4096))
print("vocabulary size:", bow.vocabulary_size())

# featurize the whole catalogue once, then train a simple MLP on the count vectors
X = bow(tf.constant(titles))
print("feature matrix:", X.shape)

model = keras.Sequential([
    keras.Input(shape=(bow.vocabulary_size(),)),
    layers.Dense(128, activation="relu"),
    layers.Dense(N_CATS, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, cats, batch_size=256, epochs=2, validation_split=0.1)
