# generator raises inside the source function (bad sample file)
import json
import numpy as np
import mindspore.dataset as ds

lines = ['{"text": "hello"}', '{"text": "world"}', '{"text": "broken"', '{"text": "x"}']

class Source:
    def __getitem__(self, i):
        rec = json.loads(lines[i])
        return (np.frombuffer(rec["text"].encode(), np.uint8).astype(np.int32),)
    def __len__(self):
        return len(lines)

data = ds.GeneratorDataset(Source(), ["input_ids"], shuffle=False)
for row in data.create_tuple_iterator(output_numpy=True):
    print(row[0])
