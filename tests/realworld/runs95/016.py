"""Fine-tune a small BERT classifier with KerasHub presets (from the keras.io text classification guide)."""
import os
os.environ.setdefault("KERAS_BACKEND", "tensorflow")
import numpy as np
import keras
import keras_hub

features = ["The quick brown fox jumped.", "I forgot my homework.", "Best day ever!", "This is awful."] * 16
labels = np.array([1, 0, 1, 0] * 16)

classifier = keras_hub.models.BertClassifier.from_preset("bert_tiny_en_uncased", num_classes=2)
classifier.compile(optimizer=keras.optimizers.Adam(5e-5), jit_compile=False)
classifier.fit(x=features, y=labels, batch_size=8, epochs=1)
print(classifier.predict(["What an amazing movie!"]))
