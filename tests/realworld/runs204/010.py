# Text classification with TextVectorization, trained with fit and saved as .keras.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
pos_words = ["great", "excellent", "love", "wonderful", "best"]
neg_words = ["awful", "terrible", "hate", "worst", "boring"]
filler = ["the", "movie", "was", "plot", "actor", "really", "and", "a", "film"]
def sent(label):
    words = list(np.random.choice(filler, 6)) + list(np.random.choice(pos_words if label else neg_words, 2))
    np.random.shuffle(words); return " ".join(words)
labels = np.random.randint(0, 2, size=1200)
texts = np.array([sent(l) for l in labels])

vec = layers.TextVectorization(max_tokens=100, output_sequence_length=12)
vec.adapt(texts)
model = keras.Sequential([
    keras.Input(shape=(1,), dtype="string"),
    vec,
    layers.Embedding(100, 16),
    layers.GlobalAveragePooling1D(),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
train_ds = tf.data.Dataset.from_tensor_slices((texts[:1000, None], labels[:1000])).shuffle(1000).batch(32)
val_ds = tf.data.Dataset.from_tensor_slices((texts[1000:, None], labels[1000:])).batch(32)
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
model.save("/home/user/project/sentiment.keras")
reloaded = keras.models.load_model("/home/user/project/sentiment.keras")
print("reloaded predictions:", reloaded.predict(tf.constant([["the movie was great"], ["awful boring film"]]), verbose=0).ravel())
