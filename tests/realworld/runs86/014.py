# tf.data input for a text+metadata model; features built as a dict of python lists (was a torch Dataset __getitem__).
import json, random
import tensorflow as tf

random.seed(0)
records = []
for i in range(500):
    n_tok = random.randint(5, 40)
    records.append({"input_ids": [random.randint(1, 3000) for _ in range(n_tok)],
                    "n_images": random.randint(0, 3),
                    "label": random.randint(0, 1)})
print("loaded", len(records), "records, example:", json.dumps(records[0])[:120])

features = {
    "input_ids": [r["input_ids"] for r in records],
    "n_images": [r["n_images"] for r in records],
}
labels = [r["label"] for r in records]

ds = tf.data.Dataset.from_tensor_slices((features, labels))
ds = ds.shuffle(500).batch(32).prefetch(tf.data.AUTOTUNE)
for fb, lb in ds.take(1):
    print({k: v.shape for k, v in fb.items()}, lb.shape)
