"""Sentiment classifier on short product reviews: TextVectorization + Embedding + pooling."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SEED = 7
random.seed(SEED); np.random.seed(SEED); tf.random.set_seed(SEED)

POS = ["great", "excellent", "love", "perfect", "fast", "sturdy", "recommend", "happy", "works", "beautiful"]
NEG = ["broken", "terrible", "refund", "slow", "cheap", "awful", "disappointed", "returned", "useless", "late"]
FILL = ["the", "product", "it", "was", "and", "shipping", "item", "i", "this", "very", "quality", "box", "color"]

def make_review(label):
    words = random.choices(FILL, k=random.randint(4, 10))
    words += random.choices(POS if label else NEG, k=random.randint(1, 3))
    random.shuffle(words)
    return " ".join(words)

labels = np.array([random.randint(0, 1) for _ in range(4000)], dtype="int32")
texts = np.array([make_review(l) for l in labels])
noise = np.random.rand(len(labels)) < 0.05          # ~5% mislabeled reviews, like real data
labels = np.where(noise, 1 - labels, labels).astype("int32")
split = 3200
x_train, y_train = texts[:split], labels[:split]
x_val, y_val = texts[split:], labels[split:]

MAX_TOKENS, SEQ_LEN = 5000, 24
vectorizer = layers.TextVectorization(max_tokens=MAX_TOKENS, output_mode="int",
                                      output_sequence_length=SEQ_LEN)
vectorizer.adapt(x_train)
print("vocab size:", vectorizer.vocabulary_size())
print("first tokens:", vectorizer.get_vocabulary()[:8])

train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(3200).batch(64)
train_ds = train_ds.map(lambda x, y: (vectorizer(x), y)).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(64)
val_ds = val_ds.map(lambda x, y: (vectorizer(x), y)).prefetch(tf.data.AUTOTUNE)

inputs = keras.Input(shape=(SEQ_LEN,), dtype="int64")
x = layers.Embedding(MAX_TOKENS, 32, mask_zero=True)(inputs)
x = layers.GlobalAveragePooling1D()(x)
x = layers.Dropout(0.2)(x)
x = layers.Dense(16, activation="relu")(x)
outputs = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model(inputs, outputs, name="review_classifier")
model.summary()

model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
history = model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)

# end-to-end model for raw strings
e2e = keras.Sequential([keras.Input(shape=(1,), dtype="string"), vectorizer, model])
probe = np.array([["love it works great"], ["broken and late refund"]])
print("probe predictions:", e2e(tf.constant(probe)).numpy().ravel().round(3))
print("final val_accuracy: %.4f" % history.history["val_accuracy"][-1])
