# FAQ data exported from a ticket system; some answers are empty and came out of the JSON export as null.
# The question/answer strings are tokenised in batches with an HF fast tokenizer built locally.
import json
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

records = [
    {"question": "how do I reset my password", "answer": "use the reset link on the login page"},
    {"question": "can I change my username", "answer": None},
    {"question": "where is my invoice", "answer": "invoices are under account settings"},
    {"question": "is there a mobile app", "answer": None},
]
with open("faq.json", "w") as f:
    json.dump(records, f)
data = json.load(open("faq.json"))

tk = Tokenizer(models.WordPiece(unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
corpus = [r["question"] for r in data] + [r["answer"] for r in data if r["answer"]]
tk.train_from_iterator(corpus * 20, trainers.WordPieceTrainer(vocab_size=200, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")

questions = [r["question"] for r in data]
answers = [r["answer"] for r in data]
enc = tokenizer(answers, max_length=32, truncation=True, padding="max_length", return_tensors="np")
print({k: v.shape for k, v in enc.items()})
