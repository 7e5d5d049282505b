"""Train a small text-classification model and export it for TF Serving
(export code copied from the TF 2.x / Keras 2 era tutorial)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9)
texts = np.array(["great movie loved it", "terrible plot and acting", "what a fantastic film",
                  "boring and way too long", "loved the soundtrack", "worst movie this year"] * 40)
labels = np.array([1, 0, 1, 0, 1, 0] * 40)

vectorize = layers.TextVectorization(max_tokens=200, output_sequence_length=8)
vectorize.adapt(texts)
model = keras.Sequential([
    keras.Input(shape=(1,), dtype="string"),
    vectorize,
    layers.Embedding(200, 16),
    layers.GlobalAveragePooling1D(),
    layers.Dense(1, activation="sigmoid"),
], name="sentiment")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(texts[:, None], labels, epochs=3, batch_size=16, verbose=2)

export_dir = "/home/user/project/serving/sentiment/1"
model.save(export_dir)  # SavedModel for tensorflow_model_server
print("exported to", export_dir)
