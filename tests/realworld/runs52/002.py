# Extractive QA preprocessing ported from HF run_qa.py; the MindSpore environment loads the slow BertTokenizer
# from the converted checkpoint folder (only vocab.txt was copied over)
import numpy as np
import mindspore.dataset as ds
from transformers import BertTokenizer
from tokutil import make_vocab

tok = BertTokenizer.from_pretrained(make_vocab("tok_002"))
examples = [
    {"question": "where does john live ?", "context": "john smith lives in paris .", "answer_start": 19, "answer": "paris"},
    {"question": "which company did mary join ?", "context": "mary works at google .", "answer_start": 14, "answer": "google"},
] * 16

def prepare_train_features(batch):
    enc = tok(batch["question"], batch["context"], truncation="only_second", max_length=24, stride=8,
              return_overflowing_tokens=True, return_offsets_mapping=True, padding="max_length")
    start_positions, end_positions = [], []
    for i, offsets in enumerate(enc["offset_mapping"]):
        s_char = batch["answer_start"][i]
        e_char = s_char + len(batch["answer"][i])
        seq_ids = enc.sequence_ids(i)
        s = next(k for k, (o, sid) in enumerate(zip(offsets, seq_ids)) if sid == 1 and o[0] <= s_char < o[1])
        e = next(k for k, (o, sid) in enumerate(zip(offsets, seq_ids)) if sid == 1 and o[0] < e_char <= o[1])
        start_positions.append(s); end_positions.append(e)
    return np.array(enc["input_ids"], np.int32), np.array(start_positions, np.int32), np.array(end_positions, np.int32)

cols = {k: [e[k] for e in examples] for k in examples[0]}
ids, sp, ep = prepare_train_features(cols)
train = ds.NumpySlicesDataset({"input_ids": ids, "start_positions": sp, "end_positions": ep}, shuffle=True).batch(8)
print("train features:", train.get_dataset_size() * 8)
