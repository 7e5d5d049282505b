# Sentiment classifier: TextVectorization adapted on the training tf.data pipeline
import tensorflow as tf
import keras
from keras import layers

texts = ["great movie, loved it", "terrible plot and acting", "what a fun ride",
         "boring and too long", "an instant classic", "i want my money back"] * 50
labels = [1, 0, 1, 0, 1, 0] * 50
train_ds = tf.data.Dataset.from_tensor_slices((texts, labels)).shuffle(300).batch(16)

vectorizer = layers.TextVectorization(max_tokens=5000, output_sequence_length=32)
vectorizer.adapt(train_ds)

model = keras.Sequential([
    vectorizer,
    layers.Embedding(5000, 32),
    layers.GlobalAveragePooling1D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=3)
